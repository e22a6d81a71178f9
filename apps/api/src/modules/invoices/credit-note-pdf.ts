import { indiaDate, renderTaxDocument } from './document-layout';
import { documentLines, type InvoiceDocument } from './invoice-pdf';

/** A credit note reverses one invoice: its parties and lines, with its own number, date and reason. */
export interface CreditNoteDocument extends InvoiceDocument {
  invoiceNumber: string;
  invoiceIssuedAt: string;
  reason: string;
}

/** The credit note (CGST Act s.34, rule 53) as A4 PDF pages laid out like the tax invoice it reverses. */
export function renderCreditNotePdf(note: CreditNoteDocument): Promise<Uint8Array> {
  return renderTaxDocument(
    { ...note, lines: documentLines(note.lines) },
    {
      heading: 'Credit Note',
      title: `Credit note ${note.number}`,
      demoNotice: 'DEMO PAYMENT: no money was taken or returned. Not for filing.',
      references: [
        `Credit note number: ${note.number}`,
        `Date: ${indiaDate.format(new Date(note.issuedAt))}`,
        `Against tax invoice ${note.invoiceNumber} dated ${indiaDate.format(new Date(note.invoiceIssuedAt))}`,
      ],
      continued: `Credit note ${note.number} (continued)`,
      lineDescriptions: note.lines.map((line) => `Refund: ${line.title}`),
      totals: { taxable: 'Taxable value credited', taxSuffix: ' reversed', total: 'Credit note total' },
      remarks: [`Reason: ${note.reason}`],
      notes: ['Tax payable on reverse charge: No.'],
    },
  );
}
