import type { GstReport } from '@store/shared';

/** Paise as rupees with two decimals, exactly (no floating point). */
const rupees = (paise: number) => {
  const sign = paise < 0 ? '-' : '';
  const whole = Math.abs(paise);
  return `${sign}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
};

/** A CSV field, quoted when it holds a separator, quote or line break; a leading formula sign is defused. */
const field = (value: string | number) => {
  const text = String(value);
  const safe = /^[=+\-@]/.test(text) && !/^-\d/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

const line = (values: Array<string | number>) => values.map(field).join(',');

/**
 * The report as one CSV in the shape of GSTR-1's tables, one section each (4A B2B invoices,
 * 7 B2C totals by place of supply and rate, 9B credit notes, 13 documents issued), amounts in rupees.
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
      'Taxable value',
      'IGST',
      'CGST',
      'SGST',
    ]),
    ...report.b2b.map((row) =>
      line([
        row.gstin,
        row.number,
        row.issuedAt.slice(0, 10),
        rupees(row.totalPaise),
        row.placeOfSupply,
        row.ratePercent,
        rupees(row.taxablePaise),
        rupees(row.igstPaise),
        rupees(row.cgstPaise),
        rupees(row.sgstPaise),
      ]),
    ),
    '',
    line(['Table 7: B2C others']),
    line(['Place of supply', 'Rate', 'Invoices', 'Taxable value', 'IGST', 'CGST', 'SGST']),
    ...report.b2c.map((row) =>
      line([
        `${row.placeOfSupply}-${row.placeOfSupplyName}`,
        row.ratePercent,
        row.invoices,
        rupees(row.taxablePaise),
        rupees(row.igstPaise),
        rupees(row.cgstPaise),
        rupees(row.sgstPaise),
      ]),
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
      'Taxable value',
      'IGST',
      'CGST',
      'SGST',
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
        rupees(row.taxablePaise),
        rupees(row.igstPaise),
        rupees(row.cgstPaise),
        rupees(row.sgstPaise),
      ]),
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
