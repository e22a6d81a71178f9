import type { Color, PDFFont, PDFPage } from 'pdf-lib';
import { pdfLibrary } from '../../../lib/pdf-library';
import { sharpLibrary } from '../../../lib/sharp-library';
import type { DemoDesign } from './demo-designs';

const PAGE = { width: 842, height: 595 }; // A4 landscape, points

type Rgb = (red: number, green: number, blue: number) => Color;

function hexToRgb(rgb: Rgb, hex: string) {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

/** The standard PDF fonts only cover Latin-1, so typographic quotes are folded first. */
const latin1 = (text: string) =>
  text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[^\x20-\xff]/g, '');

function header(rgb: Rgb, page: PDFPage, design: DemoDesign, bold: PDFFont, heading: string) {
  page.drawRectangle({
    x: 0,
    y: PAGE.height - 70,
    width: PAGE.width,
    height: 70,
    color: hexToRgb(rgb, design.palette.primary),
  });
  page.drawText(latin1(design.title), { x: 36, y: PAGE.height - 45, size: 22, font: bold, color: rgb(1, 1, 1) });
  page.drawText(latin1(heading), {
    x: PAGE.width - 36 - bold.widthOfTextAtSize(heading, 14),
    y: PAGE.height - 42,
    size: 14,
    font: bold,
    color: rgb(1, 1, 1),
  });
}

/** Builds a three-page PDF brochure: cover with the preview, the pages included, and what the buyer gets. */
export async function renderDesignPdf(design: DemoDesign, previewPng: Buffer): Promise<Uint8Array> {
  const {
    pdf: { PDFDocument, rgb, StandardFonts },
  } = await pdfLibrary();
  const sharp = await sharpLibrary();
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${latin1(design.title)} – design preview`);
  pdf.setCreator('SiteInMinutes');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = hexToRgb(rgb, design.palette.ink);

  const cover = pdf.addPage([PAGE.width, PAGE.height]);
  header(rgb, cover, design, bold, design.category);
  const jpeg = await sharp(previewPng).resize(900).jpeg({ quality: 72 }).toBuffer();
  const image = await pdf.embedJpg(jpeg);
  cover.drawImage(image, { x: 36, y: 70, width: 600, height: 400 });
  cover.drawText(latin1(design.tagline), { x: 36, y: 490, size: 16, font: regular, color: ink });
  cover.drawText('Page 1 of 3', { x: 36, y: 30, size: 10, font: regular, color: ink });

  const pages = pdf.addPage([PAGE.width, PAGE.height]);
  header(rgb, pages, design, bold, 'Pages included');
  design.sections.forEach((section, index) => {
    const y = 430 - index * 90;
    pages.drawRectangle({
      x: 36,
      y,
      width: 770,
      height: 70,
      color: hexToRgb(rgb, design.palette.surface),
      borderColor: hexToRgb(rgb, design.palette.primary),
      borderWidth: 1,
    });
    pages.drawText(`${index + 1}. ${latin1(section)}`, { x: 56, y: y + 28, size: 18, font: bold, color: ink });
  });
  pages.drawText('Page 2 of 3', { x: 36, y: 30, size: 10, font: regular, color: ink });

  const details = pdf.addPage([PAGE.width, PAGE.height]);
  header(rgb, details, design, bold, 'What you get');
  const points = [
    'Mobile-friendly layout, tested on phones and desktops',
    'Your business name, logo, photos and contact details',
    'Delivery from 3 working days; up to two rounds of revisions',
    'GST extra; domain and hosting extra',
  ];
  points.forEach((point, index) => {
    details.drawCircle({ x: 48, y: 446 - index * 50, size: 5, color: hexToRgb(rgb, design.palette.secondary) });
    details.drawText(latin1(point), { x: 64, y: 440 - index * 50, size: 16, font: regular, color: ink });
  });
  details.drawText('Page 3 of 3', { x: 36, y: 30, size: 10, font: regular, color: ink });

  return pdf.save();
}
