import { type GstReport, paiseToDecimal } from '@store/shared';
import { csvLine } from '../../lib/csv-field';

/** Paise as rupees with two decimals, exactly (no floating point). */
const rupees = paiseToDecimal;

// The one CSV defusing rule of the store (the audit log's export uses it too).
export { csvField } from '../../lib/csv-field';

const line = csvLine;

/** The last columns of every table: taxable value, then IGST, CGST and SGST. */
const taxColumns = (row: { taxablePaise: number; igstPaise: number; cgstPaise: number; sgstPaise: number }) => [
  rupees(row.taxablePaise),
  rupees(row.igstPaise),
  rupees(row.cgstPaise),
  rupees(row.sgstPaise),
];
const TAX_HEADINGS = ['Taxable value', 'IGST', 'CGST', 'SGST'];

/**
 * The report as one CSV in the shape of GSTR-1's tables, one section each (4A B2B invoices, 7 B2C
 * totals by place of supply and rate, 9B credit notes, 12 SAC summary, 13 documents issued), in rupees.
 */
export function gstReportCsv(report: GstReport): string {
  const lines = [
    line(['GST report', report.month]),
    '',
    line(['Table 4A: B2B invoices']),
    line([
      'GSTIN of recipient',
      'Invoice number',
      'Invoice date',
      'Invoice value',
      'Place of supply',
      'Rate',
      ...TAX_HEADINGS,
    ]),
    ...report.b2b.map((row) =>
      line([
        row.gstin,
        row.number,
        row.issuedAt.slice(0, 10),
        rupees(row.totalPaise),
        row.placeOfSupply,
        row.ratePercent,
        ...taxColumns(row),
      ]),
    ),
    '',
    line(['Table 7: B2C others']),
    line(['Place of supply', 'Rate', 'Invoices', ...TAX_HEADINGS]),
    ...report.b2c.map((row) =>
      line([`${row.placeOfSupply}-${row.placeOfSupplyName}`, row.ratePercent, row.invoices, ...taxColumns(row)]),
    ),
    '',
    line(['Table 9B: credit notes']),
    line([
      'GSTIN of recipient',
      'Note number',
      'Note date',
      'Original invoice',
      'Original invoice date',
      'Note value',
      'Place of supply',
      'Rate',
      ...TAX_HEADINGS,
    ]),
    ...report.creditNotes.map((row) =>
      line([
        row.gstin ?? '',
        row.number,
        row.issuedAt.slice(0, 10),
        row.invoiceNumber,
        row.invoiceIssuedAt.slice(0, 10),
        rupees(row.totalPaise),
        row.placeOfSupply,
        row.ratePercent,
        ...taxColumns(row),
      ]),
    ),
    '',
    line(['Table 12: HSN/SAC summary']),
    line(['SAC', 'Description', 'UQC', 'Total quantity', 'Total value', 'Rate', ...TAX_HEADINGS]),
    ...report.hsn.map((row) =>
      line([row.sac, row.description, 'NA', row.quantity, rupees(row.totalPaise), row.ratePercent, ...taxColumns(row)]),
    ),
    '',
    line(['Table 13: documents issued']),
    line(['Nature of document', 'From', 'To', 'Total number']),
    line([
      'Invoices for outward supply',
      report.documents.first ?? '',
      report.documents.last ?? '',
      report.documents.count,
    ]),
    line([
      'Credit notes',
      report.creditNoteDocuments.first ?? '',
      report.creditNoteDocuments.last ?? '',
      report.creditNoteDocuments.count,
    ]),
    '',
    line([
      'Left out: demo-provider orders (no money taken)',
      report.excludedDemo.invoices,
      rupees(report.excludedDemo.totalPaise),
    ]),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
