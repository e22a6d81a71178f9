import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { amountInWords, formatPaise, GST_PERCENT, gstStateName, stateTaxName } from '@store/shared';
import type { PDFPage, RGB } from 'pdf-lib';
import { pdfLibrary } from '../../lib/pdf-library';
import { embedDevanagari, hasDevanagari, ScriptFont } from './script-fonts';

/** The seller as copied onto the invoice when it was issued. */
export interface SellerDetails {
  legalName: string;
  tradeName: string;
  gstin: string;
  address: string;
  stateCode: string;
}

/** The recipient as copied onto the order at checkout: GSTIN and business name only when registered. */
export interface RecipientDetails {
  name: string;
  email: string;
  phone?: string | null;
  /** The billing address (rule 46), lines separated by \n; null when none was given. */
  address?: string | null;
  stateCode?: string | null;
  gstin?: string | null;
  businessName?: string | null;
}

/** One line of the document; `sac` as placed with the order. */
export interface DocumentLine {
  title: string;
  quantity: number;
  unitPricePaise: number;
  sac: string;
}

/** What the tax invoice and the credit note share: parties, place of supply, lines and tax amounts. */
export interface TaxDocumentContent {
  number: string;
  issuedAt: string;
  demo: boolean;
  seller: SellerDetails;
  buyer: RecipientDetails;
  placeOfSupply: string;
  supplyType: 'INTRA' | 'INTER';
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/** How one kind of document words the shared layout. */
export interface DocumentWording {
  heading: string;
  /** The PDF's title, such as `Tax invoice INV/26-27/00001`. */
  title: string;
  /** Shown in red under the heading when the order was paid through the demo provider. */
  demoNotice: string;
  /** Right-aligned under each other at the top: the number first (bold), then the date and any reference. */
  references: string[];
  /** The top of each further page, such as `Invoice INV/26-27/00001 (continued)`. */
  continued: string;
  /** Each line's description as printed. */
  lineDescriptions: string[];
  /** Labels of the totals: the taxable value, the suffix after each tax, the document total. */
  totals: { taxable: string; taxSuffix: string; total: string };
  /** Bold lines after the amount in words (a credit note's reason). */
  remarks: string[];
  /** Small print before the signature. */
  notes: string[];
}

export const A4 = { width: 595, height: 842 };
const MARGIN = 48;
/** A colour as pdf-lib's `rgb()` makes it, written out: pdf-lib is loaded only with the first document. */
const rgb = (red: number, green: number, blue: number) => ({ type: 'RGB', red, green, blue }) as RGB;
const INK = rgb(0.1, 0.1, 0.15);
const MUTED = rgb(0.38, 0.4, 0.45);
const ALERT = rgb(0.7, 0.1, 0.1);
const RIGHT = A4.width - MARGIN;
const HALF = (A4.width - 2 * MARGIN) / 2 - 12;
const COLUMNS = { sac: MARGIN + 232, quantity: MARGIN + 316, unit: MARGIN + 396, value: RIGHT };

const require = createRequire(import.meta.url);
// DejaVu Sans has the rupee sign (U+20B9) and Indian scripts' punctuation; the standard PDF fonts do not.
let fonts: Promise<[Uint8Array, Uint8Array]> | undefined;
const fontFiles = () => {
  fonts ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]);
  return fonts;
};

export const indiaDate = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' });
const stateLabel = (code: string) => `${gstStateName(code) ?? 'Unknown state'} (${code})`;
/** A multi-line address as its non-empty lines. */
const addressLines = (address: string) =>
  address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

interface Pen {
  page: PDFPage;
  regular: ScriptFont;
  bold: ScriptFont;
}

/** Splits a word wider than `width` (a long address without spaces) into pieces that fit. */
function fitWord(word: string, font: ScriptFont, size: number, width: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const character of word) {
    if (piece && font.widthOfTextAtSize(piece + character, size) > width) {
      pieces.push(piece);
      piece = '';
    }
    piece += character;
  }
  return [...pieces, piece];
}

/** Writes lines of text downwards from `y`, wrapping each to `width`; answers the y below them. */
function write(
  page: PDFPage,
  texts: string[],
  at: { x: number; y: number; width: number; font: ScriptFont; size: number },
) {
  let y = at.y;
  const draw = (text: string) => {
    at.font.draw(page, text, { x: at.x, y, size: at.size, color: INK });
    y -= at.size * 1.4;
  };
  for (const text of texts) {
    let line = '';
    for (const word of text.split(/\s+/).flatMap((part) => fitWord(part, at.font, at.size, at.width))) {
      const next = line ? `${line} ${word}` : word;
      if (line && at.font.widthOfTextAtSize(next, at.size) > at.width) {
        draw(line);
        line = word;
      } else {
        line = next;
      }
    }
    draw(line);
  }
  return y;
}

function rightAligned(page: PDFPage, text: string, right: number, y: number, font: ScriptFont, size = 9.5) {
  font.draw(page, text, { x: right - font.widthOfTextAtSize(text, size), y, size, color: INK });
}

/** The supplier and the recipient side by side; answers the y below the taller block. */
function drawParties({ page, regular, bold }: Pen, content: TaxDocumentContent, top: number) {
  const { seller, buyer } = content;
  const block = { y: top - 15, width: HALF, font: regular, size: 9.5 };
  bold.draw(page, 'Supplier', { x: MARGIN, y: top, size: 9, color: MUTED });
  const sellerEnd = write(
    page,
    [
      seller.legalName,
      ...(seller.tradeName && seller.tradeName !== seller.legalName ? [`Trading as ${seller.tradeName}`] : []),
      ...addressLines(seller.address),
      `State: ${stateLabel(seller.stateCode)}`,
      `GSTIN: ${seller.gstin}`,
    ],
    { ...block, x: MARGIN },
  );
  const buyerX = MARGIN + HALF + 24;
  bold.draw(page, 'Recipient', { x: buyerX, y: top, size: 9, color: MUTED });
  const buyerEnd = write(
    page,
    [
      ...(buyer.businessName ? [buyer.businessName] : []),
      buyer.name,
      ...(buyer.address ? addressLines(buyer.address) : []),
      buyer.email,
      ...(buyer.phone ? [`Phone: ${buyer.phone}`] : []),
      ...(buyer.stateCode ? [`State: ${stateLabel(buyer.stateCode)}`] : []),
      `GSTIN: ${buyer.gstin ?? 'not registered'}`,
      `Place of supply: ${stateLabel(content.placeOfSupply)}`,
    ],
    { ...block, x: buyerX },
  );
  return Math.min(sellerEnd, buyerEnd);
}

function drawTableHeading({ page, bold }: Pen, y: number) {
  page.drawLine({ start: { x: MARGIN, y: y + 14 }, end: { x: RIGHT, y: y + 14 }, thickness: 0.6, color: MUTED });
  bold.draw(page, 'Description', { x: MARGIN, y, size: 9, color: INK });
  bold.draw(page, 'SAC', { x: COLUMNS.sac, y, size: 9, color: INK });
  rightAligned(page, 'Qty', COLUMNS.quantity, y, bold, 9);
  rightAligned(page, 'Unit price', COLUMNS.unit, y, bold, 9);
  rightAligned(page, 'Taxable value', COLUMNS.value, y, bold, 9);
  page.drawLine({ start: { x: MARGIN, y: y - 8 }, end: { x: RIGHT, y: y - 8 }, thickness: 0.6, color: MUTED });
  return y - 24;
}

/** The tax lines: CGST and SGST/UTGST in the seller's state, IGST elsewhere; then the total. */
function totalRows(
  content: TaxDocumentContent,
  wording: DocumentWording,
  pen: Pen,
): Array<[string, number, ScriptFont]> {
  const half = GST_PERCENT / 2;
  const suffix = wording.totals.taxSuffix;
  const taxes: Array<[string, number, ScriptFont]> =
    content.supplyType === 'INTRA'
      ? [
          [`CGST @ ${half}%${suffix}`, content.cgstPaise, pen.regular],
          // A union territory without a legislature levies UTGST in place of SGST.
          [`${stateTaxName(content.placeOfSupply)} @ ${half}%${suffix}`, content.sgstPaise, pen.regular],
        ]
      : [[`IGST @ ${GST_PERCENT}%${suffix}`, content.igstPaise, pen.regular]];
  return [
    [wording.totals.taxable, content.taxablePaise, pen.regular],
    ...taxes,
    [wording.totals.total, content.totalPaise, pen.bold],
  ];
}

/**
 * A GST document (the tax invoice of rule 46, the credit note of rule 53) as A4 pages: heading and
 * references, the two parties, the lines with their SAC, the tax lines, the total in words, notes
 * and the signature. A long list of lines continues on further pages, the totals on the last.
 */
export async function renderTaxDocument(
  content: TaxDocumentContent & { lines: DocumentLine[] },
  wording: DocumentWording,
): Promise<Uint8Array> {
  const {
    pdf: { PDFDocument },
    fontkit,
  } = await pdfLibrary();
  const pdf = await PDFDocument.create();
  // Fixed dates, so the same document renders to the same bytes.
  pdf.setCreationDate(new Date(content.issuedAt));
  pdf.setModificationDate(new Date(content.issuedAt));
  pdf.registerFontkit(fontkit);
  const [regularBytes, boldBytes] = await fontFiles();
  // A Hindi name or address is drawn in Noto Sans Devanagari (DejaVu has no Devanagari); embedded only when used.
  const hindi = hasDevanagari(JSON.stringify([content, wording])) ? await embedDevanagari(pdf) : undefined;
  const regular = new ScriptFont(await pdf.embedFont(regularBytes, { subset: true }), hindi?.regular);
  const bold = new ScriptFont(await pdf.embedFont(boldBytes, { subset: true }), hindi?.bold);
  pdf.setTitle(wording.title);
  pdf.setAuthor(content.seller.legalName);
  const pen: Pen = { page: pdf.addPage([A4.width, A4.height]), regular, bold };

  bold.draw(pen.page, wording.heading, { x: MARGIN, y: A4.height - 64, size: 20, color: INK });
  wording.references.forEach((reference, index) => {
    const font = index === 0 ? bold : regular;
    rightAligned(pen.page, reference, RIGHT, A4.height - 56 - 15 * index, font, index < 2 ? 10 : 9.5);
  });
  // The demo notice goes under the references (a long one, such as a credit note's, would overrun it).
  const belowReferences = A4.height - 56 - 15 * Math.max(wording.references.length, 2);
  if (content.demo) {
    bold.draw(pen.page, wording.demoNotice, { x: MARGIN, y: belowReferences, size: 9.5, color: ALERT });
  }

  let y = drawTableHeading(pen, drawParties(pen, content, Math.min(A4.height - 116, belowReferences - 24)) - 20);
  content.lines.forEach((line, index) => {
    // A long cart continues on a new page, leaving room for the totals and signature at the end.
    if (y < 200) {
      pen.page = pdf.addPage([A4.width, A4.height]);
      bold.draw(pen.page, wording.continued, { x: MARGIN, y: A4.height - 56, size: 9 });
      y = A4.height - 84;
    }
    const description = wording.lineDescriptions[index] ?? line.title;
    const end = write(pen.page, [description], { x: MARGIN, y, width: 222, font: regular, size: 9.5 });
    regular.draw(pen.page, line.sac, { x: COLUMNS.sac, y, size: 9.5, color: INK });
    rightAligned(pen.page, String(line.quantity), COLUMNS.quantity, y, regular);
    rightAligned(pen.page, formatPaise(line.unitPricePaise), COLUMNS.unit, y, regular);
    rightAligned(pen.page, formatPaise(line.unitPricePaise * line.quantity), COLUMNS.value, y, regular);
    y = end - 6;
  });
  const { page } = pen;
  page.drawLine({ start: { x: MARGIN, y: y + 6 }, end: { x: RIGHT, y: y + 6 }, thickness: 0.6, color: MUTED });

  y -= 14;
  for (const [label, paise, font] of totalRows(content, wording, pen)) {
    rightAligned(page, label, COLUMNS.unit, y, font, 10);
    rightAligned(page, formatPaise(paise), COLUMNS.value, y, font, 10);
    y -= 16;
  }
  const fullWidth = A4.width - 2 * MARGIN;
  y = write(page, [`Amount in words: ${amountInWords(content.totalPaise)}`, ...wording.remarks], {
    x: MARGIN,
    y: y - 4,
    width: fullWidth,
    font: bold,
    size: 9.5,
  });
  y = write(page, wording.notes, { x: MARGIN, y: y - 12, width: fullWidth, font: regular, size: 9 });
  bold.draw(page, `For ${content.seller.legalName}`, { x: MARGIN, y: y - 28, size: 9.5, color: INK });
  regular.draw(page, 'Authorised signatory (issued electronically)', {
    x: MARGIN,
    y: y - 42,
    size: 9,
    color: MUTED,
  });
  return pdf.save();
}
