import fontkit from '@pdf-lib/fontkit';
import { amountInWords, formatPaise, GST_PERCENT, stateTaxName } from '@store/shared';
import { PDFDocument, type PDFFont, rgb } from 'pdf-lib';
import {
  A4,
  DESIGN_SAC,
  fontFiles,
  INK,
  type InvoiceDocument,
  indiaDate,
  MARGIN,
  MUTED,
  rightAligned,
  stateLabel,
  write,
} from './invoice-pdf';

/** A credit note reverses one invoice: its parties and lines, with its own number, date and reason. */
export interface CreditNoteDocument extends Omit<InvoiceDocument, 'buyer'> {
  /** The recipient as on the invoice: GSTIN and business name only when registered. */
  buyer: { name: string; email: string; gstin?: string | null; businessName?: string | null };
  invoiceNumber: string;
  invoiceIssuedAt: string;
  reason: string;
}

/** The credit note (CGST Act s.34, rule 53) as an A4 PDF laid out like the tax invoice it reverses. */
export async function renderCreditNotePdf(note: CreditNoteDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setCreationDate(new Date(note.issuedAt));
  pdf.setModificationDate(new Date(note.issuedAt));
  pdf.registerFontkit(fontkit);
  const [regularBytes, boldBytes] = await fontFiles();
  const regular = await pdf.embedFont(regularBytes, { subset: true });
  const bold = await pdf.embedFont(boldBytes, { subset: true });
  pdf.setTitle(`Credit note ${note.number}`);
  pdf.setAuthor(note.seller.legalName);
  let page = pdf.addPage([A4.width, A4.height]);
  const right = A4.width - MARGIN;
  const half = (A4.width - 2 * MARGIN) / 2 - 12;

  page.drawText('Credit Note', { x: MARGIN, y: A4.height - 64, size: 20, font: bold, color: INK });
  if (note.demo) {
    page.drawText('DEMO PAYMENT: no money was taken or returned. Not for filing.', {
      x: MARGIN,
      y: A4.height - 84,
      size: 9.5,
      font: bold,
      color: rgb(0.7, 0.1, 0.1),
    });
  }
  rightAligned(page, `Credit note number: ${note.number}`, right, A4.height - 56, bold, 10);
  rightAligned(page, `Date: ${indiaDate.format(new Date(note.issuedAt))}`, right, A4.height - 71, regular, 10);
  rightAligned(
    page,
    `Against tax invoice ${note.invoiceNumber} dated ${indiaDate.format(new Date(note.invoiceIssuedAt))}`,
    right,
    A4.height - 86,
    regular,
    9.5,
  );

  const top = A4.height - 116;
  page.drawText('Supplier', { x: MARGIN, y: top, size: 9, font: bold, color: MUTED });
  const sellerEnd = write(
    page,
    [
      note.seller.legalName,
      note.seller.address,
      `State: ${stateLabel(note.seller.stateCode)}`,
      `GSTIN: ${note.seller.gstin}`,
    ],
    { x: MARGIN, y: top - 15, width: half, font: regular, size: 9.5 },
  );
  const buyerX = MARGIN + half + 24;
  page.drawText('Recipient', { x: buyerX, y: top, size: 9, font: bold, color: MUTED });
  const buyerEnd = write(
    page,
    [
      ...(note.buyer.businessName ? [note.buyer.businessName] : []),
      note.buyer.name,
      note.buyer.email,
      `GSTIN: ${note.buyer.gstin ?? 'not registered'}`,
      `Place of supply: ${stateLabel(note.placeOfSupply)}`,
    ],
    { x: buyerX, y: top - 15, width: half, font: regular, size: 9.5 },
  );

  // The lines credited: description, SAC, quantity, taxable value.
  const columns = { sac: MARGIN + 232, quantity: MARGIN + 316, unit: MARGIN + 396, value: right };
  let y = Math.min(sellerEnd, buyerEnd) - 20;
  page.drawLine({ start: { x: MARGIN, y: y + 14 }, end: { x: right, y: y + 14 }, thickness: 0.6, color: MUTED });
  page.drawText('Description', { x: MARGIN, y, size: 9, font: bold, color: INK });
  page.drawText('SAC', { x: columns.sac, y, size: 9, font: bold, color: INK });
  rightAligned(page, 'Qty', columns.quantity, y, bold, 9);
  rightAligned(page, 'Taxable value', columns.value, y, bold, 9);
  y -= 24;
  for (const line of note.lines) {
    if (y < 200) {
      page = pdf.addPage([A4.width, A4.height]);
      page.drawText(`Credit note ${note.number} (continued)`, { x: MARGIN, y: A4.height - 56, size: 9, font: bold });
      y = A4.height - 84;
    }
    const end = write(page, [`Refund: ${line.title}`], { x: MARGIN, y, width: 222, font: regular, size: 9.5 });
    page.drawText(line.sac ?? DESIGN_SAC, { x: columns.sac, y, size: 9.5, font: regular, color: INK });
    rightAligned(page, String(line.quantity), columns.quantity, y, regular);
    rightAligned(page, formatPaise(line.unitPricePaise * line.quantity), columns.value, y, regular);
    y = end - 6;
  }
  page.drawLine({ start: { x: MARGIN, y: y + 6 }, end: { x: right, y: y + 6 }, thickness: 0.6, color: MUTED });

  const half18 = GST_PERCENT / 2;
  const totals: Array<[string, number, PDFFont]> = [
    ['Taxable value credited', note.taxablePaise, regular],
    ...(note.supplyType === 'INTRA'
      ? ([
          [`CGST @ ${half18}% reversed`, note.cgstPaise, regular],
          [`${stateTaxName(note.placeOfSupply)} @ ${half18}% reversed`, note.sgstPaise, regular],
        ] as Array<[string, number, PDFFont]>)
      : ([[`IGST @ ${GST_PERCENT}% reversed`, note.igstPaise, regular]] as Array<[string, number, PDFFont]>)),
    ['Credit note total', note.totalPaise, bold],
  ];
  y -= 14;
  for (const [label, paise, font] of totals) {
    rightAligned(page, label, columns.unit, y, font, 10);
    rightAligned(page, formatPaise(paise), columns.value, y, font, 10);
    y -= 16;
  }
  y = write(page, [`Amount in words: ${amountInWords(note.totalPaise)}`, `Reason: ${note.reason}`], {
    x: MARGIN,
    y: y - 4,
    width: A4.width - 2 * MARGIN,
    font: bold,
    size: 9.5,
  });
  y = write(page, ['Tax payable on reverse charge: No.'], {
    x: MARGIN,
    y: y - 12,
    width: A4.width - 2 * MARGIN,
    font: regular,
    size: 9,
  });
  page.drawText(`For ${note.seller.legalName}`, { x: MARGIN, y: y - 28, size: 9.5, font: bold, color: INK });
  page.drawText('Authorised signatory (issued electronically)', {
    x: MARGIN,
    y: y - 42,
    size: 9,
    font: regular,
    color: MUTED,
  });
  return pdf.save();
}
