import { DEFAULT_DESIGN_SAC, DEFAULT_PLAN_SAC } from '@store/shared';
import { type DocumentLine, indiaDate, renderTaxDocument, type TaxDocumentContent } from './document-layout';

/** What an order line sells: a marketing plan's line (months set) is advertising, any other a website design. */
export type LineKind = 'design' | 'plan';
export const lineKindOf = (item: { plan_months?: number | null }): LineKind => (item.plan_months ? 'plan' : 'design');

const defaultSac = (kind: LineKind) => (kind === 'plan' ? DEFAULT_PLAN_SAC : DEFAULT_DESIGN_SAC);

/** A line's SAC as placed with the order; lines placed before SACs were settings take the old defaults. */
export const lineSac = (item: { plan_months?: number | null; sac?: string | null }) =>
  item.sac ?? defaultSac(lineKindOf(item));

const KIND_LABEL: Record<LineKind, string> = { design: 'Website design', plan: 'Marketing plan' };

export interface InvoiceDocument extends TaxDocumentContent {
  /** `kind` and `sac` per line as placed: a website design with the default SAC when absent. */
  lines: Array<Omit<DocumentLine, 'sac'> & { sac?: string; kind?: LineKind }>;
  /** How the order was paid ("Paid by UPI (ka****@okaxis) on 25 Nov 2026"), when the provider said how. */
  paidBy?: string | null;
}

/** The document's lines with their SAC filled in: a website design's default where none was kept. */
export const documentLines = (lines: InvoiceDocument['lines']): DocumentLine[] =>
  lines.map((line) => ({ ...line, sac: line.sac ?? defaultSac(line.kind ?? 'design') }));

/** The tax invoice as A4 PDF pages with every field of CGST Rules, rule 46, that applies. */
export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Uint8Array> {
  return renderTaxDocument(
    { ...invoice, lines: documentLines(invoice.lines) },
    {
      heading: 'Tax Invoice',
      title: `Tax invoice ${invoice.number}`,
      demoNotice: 'DEMO PAYMENT: no money was taken. Not a tax invoice for filing.',
      references: [`Invoice number: ${invoice.number}`, `Date: ${indiaDate.format(new Date(invoice.issuedAt))}`],
      continued: `Invoice ${invoice.number} (continued)`,
      lineDescriptions: invoice.lines.map((line) => `${KIND_LABEL[line.kind ?? 'design']}: ${line.title}`),
      totals: { taxable: 'Taxable value', taxSuffix: '', total: 'Invoice total' },
      remarks: invoice.paidBy ? [invoice.paidBy] : [],
      notes: [
        'Tax payable on reverse charge: No.',
        'Supply of services: no goods are delivered; the address of delivery is the place of supply.',
      ],
    },
  );
}
