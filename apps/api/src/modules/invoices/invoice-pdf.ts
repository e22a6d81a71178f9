import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { amountInWords, formatPaise, GST_PERCENT, gstStateName, stateTaxName } from '@store/shared';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

/** Website designs: IT design and development services (reference: gst.md; the seller's accountant confirms). */
export const DESIGN_SAC = '998314';
/** Marketing plans: advertising services (reference: gst.md; the seller's accountant confirms). */
export const PLAN_SAC = '998361';

/** An order line's SAC: a marketing plan's line (months set) is advertising, any other a website design. */
export const lineSac = (item: { plan_months?: number | null }) => (item.plan_months ? PLAN_SAC : DESIGN_SAC);
const lineKind = (sac: string) => (sac === PLAN_SAC ? 'Marketing plan' : 'Website design');

export interface InvoiceDocument {
  number: string;
  issuedAt: string;
  demo: boolean;
  seller: { legalName: string; tradeName: string; gstin: string; address: string; stateCode: string };
  /** The recipient as copied onto the order at checkout: GSTIN and business name only when registered. */
  buyer: {
    name: string;
    email: string;
    phone: string;
    stateCode?: string | null;
    gstin?: string | null;
    businessName?: string | null;
  };
  placeOfSupply: string;
  supplyType: 'INTRA' | 'INTER';
  /** `sac` per line (lineSac): website designs when absent. */
  lines: Array<{ title: string; quantity: number; unitPricePaise: number; sac?: string }>;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

const require = createRequire(import.meta.url);
// DejaVu Sans has the rupee sign (U+20B9) and Indian scripts' punctuation; the standard PDF fonts do not.
let fonts: Promise<[Uint8Array, Uint8Array]> | undefined;
export const fontFiles = () => {
  fonts ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]);
  return fonts;
};

export const A4 = { width: 595, height: 842 };
export const MARGIN = 48;
export const INK = rgb(0.1, 0.1, 0.15);
export const MUTED = rgb(0.38, 0.4, 0.45);

export const indiaDate = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' });
export const stateLabel = (code: string) => `${gstStateName(code) ?? 'Unknown state'} (${code})`;

/** Writes lines of text downwards from `y`, wrapping each to `width`; answers the y below them. */
export function write(
  page: PDFPage,
  texts: string[],
  at: { x: number; y: number; width: number; font: PDFFont; size: number },
) {
  let y = at.y;
  for (const text of texts) {
    let line = '';
    for (const word of text.split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (line && at.font.widthOfTextAtSize(next, at.size) > at.width) {
        page.drawText(line, { x: at.x, y, size: at.size, font: at.font, color: INK });
        y -= at.size * 1.4;
        line = word;
      } else {
        line = next;
      }
    }
    page.drawText(line, { x: at.x, y, size: at.size, font: at.font, color: INK });
    y -= at.size * 1.4;
  }
  return y;
}

export function rightAligned(page: PDFPage, text: string, right: number, y: number, font: PDFFont, size = 9.5) {
  page.drawText(text, { x: right - font.widthOfTextAtSize(text, size), y, size, font, color: INK });
}

/** The tax invoice as a one-page A4 PDF with every field of CGST Rules, rule 46, that applies. */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setCreationDate(new Date(invoice.issuedAt));
  pdf.setModificationDate(new Date(invoice.issuedAt));
  pdf.registerFontkit(fontkit);
  const [regularBytes, boldBytes] = await fontFiles();
  const regular = await pdf.embedFont(regularBytes, { subset: true });
  const bold = await pdf.embedFont(boldBytes, { subset: true });
  pdf.setTitle(`Tax invoice ${invoice.number}`);
  pdf.setAuthor(invoice.seller.legalName);
  let page = pdf.addPage([A4.width, A4.height]);
  const right = A4.width - MARGIN;
  const half = (A4.width - 2 * MARGIN) / 2 - 12;

  page.drawText('Tax Invoice', { x: MARGIN, y: A4.height - 64, size: 20, font: bold, color: INK });
  if (invoice.demo) {
    page.drawText('DEMO PAYMENT: no money was taken. Not a tax invoice for filing.', {
      x: MARGIN,
      y: A4.height - 84,
      size: 9.5,
      font: bold,
      color: rgb(0.7, 0.1, 0.1),
    });
  }
  rightAligned(page, `Invoice number: ${invoice.number}`, right, A4.height - 56, bold, 10);
  rightAligned(page, `Date: ${indiaDate.format(new Date(invoice.issuedAt))}`, right, A4.height - 71, regular, 10);

  const top = A4.height - 116;
  page.drawText('Supplier', { x: MARGIN, y: top, size: 9, font: bold, color: MUTED });
  const sellerEnd = write(
    page,
    [
      invoice.seller.legalName,
      ...(invoice.seller.tradeName && invoice.seller.tradeName !== invoice.seller.legalName
        ? [`Trading as ${invoice.seller.tradeName}`]
        : []),
      invoice.seller.address,
      `State: ${stateLabel(invoice.seller.stateCode)}`,
      `GSTIN: ${invoice.seller.gstin}`,
    ],
    { x: MARGIN, y: top - 15, width: half, font: regular, size: 9.5 },
  );
  const buyerX = MARGIN + half + 24;
  page.drawText('Recipient', { x: buyerX, y: top, size: 9, font: bold, color: MUTED });
  const buyerEnd = write(
    page,
    [
      ...(invoice.buyer.businessName ? [invoice.buyer.businessName] : []),
      invoice.buyer.name,
      invoice.buyer.email,
      `Phone: ${invoice.buyer.phone}`,
      ...(invoice.buyer.stateCode ? [`State: ${stateLabel(invoice.buyer.stateCode)}`] : []),
      `GSTIN: ${invoice.buyer.gstin ?? 'not registered'}`,
      `Place of supply: ${stateLabel(invoice.placeOfSupply)}`,
    ],
    { x: buyerX, y: top - 15, width: half, font: regular, size: 9.5 },
  );

  // The lines: description, SAC, quantity, rate, taxable value.
  const columns = { sac: MARGIN + 232, quantity: MARGIN + 316, unit: MARGIN + 396, value: right };
  let y = Math.min(sellerEnd, buyerEnd) - 20;
  page.drawLine({ start: { x: MARGIN, y: y + 14 }, end: { x: right, y: y + 14 }, thickness: 0.6, color: MUTED });
  page.drawText('Description', { x: MARGIN, y, size: 9, font: bold, color: INK });
  page.drawText('SAC', { x: columns.sac, y, size: 9, font: bold, color: INK });
  rightAligned(page, 'Qty', columns.quantity, y, bold, 9);
  rightAligned(page, 'Unit price', columns.unit, y, bold, 9);
  rightAligned(page, 'Taxable value', columns.value, y, bold, 9);
  y -= 8;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: right, y }, thickness: 0.6, color: MUTED });
  y -= 16;
  for (const line of invoice.lines) {
    // A long cart continues on a new page, leaving room for the totals and signature at the end.
    if (y < 200) {
      page = pdf.addPage([A4.width, A4.height]);
      page.drawText(`Invoice ${invoice.number} (continued)`, { x: MARGIN, y: A4.height - 56, size: 9, font: bold });
      y = A4.height - 84;
    }
    const sac = line.sac ?? DESIGN_SAC;
    const end = write(page, [`${lineKind(sac)}: ${line.title}`], {
      x: MARGIN,
      y,
      width: 222,
      font: regular,
      size: 9.5,
    });
    page.drawText(sac, { x: columns.sac, y, size: 9.5, font: regular, color: INK });
    rightAligned(page, String(line.quantity), columns.quantity, y, regular);
    rightAligned(page, formatPaise(line.unitPricePaise), columns.unit, y, regular);
    rightAligned(page, formatPaise(line.unitPricePaise * line.quantity), columns.value, y, regular);
    y = end - 6;
  }
  page.drawLine({ start: { x: MARGIN, y: y + 6 }, end: { x: right, y: y + 6 }, thickness: 0.6, color: MUTED });

  const half18 = GST_PERCENT / 2;
  const totals: Array<[string, number, PDFFont]> = [
    ['Taxable value', invoice.taxablePaise, regular],
    ...(invoice.supplyType === 'INTRA'
      ? ([
          [`CGST @ ${half18}%`, invoice.cgstPaise, regular],
          // A union territory without a legislature levies UTGST in place of SGST.
          [`${stateTaxName(invoice.placeOfSupply)} @ ${half18}%`, invoice.sgstPaise, regular],
        ] as Array<[string, number, PDFFont]>)
      : ([[`IGST @ ${GST_PERCENT}%`, invoice.igstPaise, regular]] as Array<[string, number, PDFFont]>)),
    ['Invoice total', invoice.totalPaise, bold],
  ];
  y -= 14;
  for (const [label, paise, font] of totals) {
    rightAligned(page, label, columns.unit, y, font, 10);
    rightAligned(page, formatPaise(paise), columns.value, y, font, 10);
    y -= 16;
  }

  y = write(page, [`Amount in words: ${amountInWords(invoice.totalPaise)}`], {
    x: MARGIN,
    y: y - 4,
    width: A4.width - 2 * MARGIN,
    font: bold,
    size: 9.5,
  });
  y = write(
    page,
    [
      'Tax payable on reverse charge: No.',
      'Supply of services: no goods are delivered; the address of delivery is the place of supply.',
    ],
    { x: MARGIN, y: y - 12, width: A4.width - 2 * MARGIN, font: regular, size: 9 },
  );
  page.drawText(`For ${invoice.seller.legalName}`, { x: MARGIN, y: y - 28, size: 9.5, font: bold, color: INK });
  page.drawText('Authorised signatory (issued electronically)', {
    x: MARGIN,
    y: y - 42,
    size: 9,
    font: regular,
    color: MUTED,
  });
  return pdf.save();
}
