import { formatPaise, type GstReport } from '@store/shared';

const cell = 'px-3 py-2 text-right tabular-nums whitespace-nowrap';
const NUMBER_COLUMNS = ['Rate', 'Invoices', 'Taxable value', 'CGST', 'SGST', 'IGST'] as const;

/** The month's totals (net of credit notes), table 7's rows, table 9B's credit notes and the documents issued, as the CSV has them. */
export function GstReportView({ report }: { report: GstReport }) {
  const { totals } = report;
  const figures = [
    ['Invoices', String(totals.invoices)],
    ['Credit notes', String(report.creditNotes.length)],
    ['Taxable value', formatPaise(totals.taxablePaise)],
    ['CGST', formatPaise(totals.cgstPaise)],
    ['SGST', formatPaise(totals.sgstPaise)],
    ['IGST', formatPaise(totals.igstPaise)],
    ['Value, net of credit notes', formatPaise(totals.totalPaise)],
  ] as const;
  return (
    <div className="mt-6 space-y-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="mt-1 text-lg font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="b2c-heading">
        <h2 id="b2c-heading" className="text-lg font-semibold">
          B2C sales by place of supply (table 7)
        </h2>
        {report.b2c.length === 0 ? (
          <p className="mt-2 text-slate-600">No invoices this month.</p>
        ) : (
          <div className="mt-2 overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
            <table className="w-full text-sm">
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2 text-left">
                    Place of supply
                  </th>
                  {NUMBER_COLUMNS.map((label) => (
                    <th key={label} scope="col" className={cell}>
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {report.b2c.map((row) => (
                  <tr key={row.placeOfSupply} className="border-t border-slate-100">
                    <th scope="row" className="px-3 py-2 text-left font-medium">
                      {row.placeOfSupply} {row.placeOfSupplyName}
                    </th>
                    <td className={cell}>{row.ratePercent}%</td>
                    <td className={cell}>{row.invoices}</td>
                    <td className={cell}>{formatPaise(row.taxablePaise)}</td>
                    <td className={cell}>{formatPaise(row.cgstPaise)}</td>
                    <td className={cell}>{formatPaise(row.sgstPaise)}</td>
                    <td className={cell}>{formatPaise(row.igstPaise)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="cdn-heading">
        <h2 id="cdn-heading" className="text-lg font-semibold">
          Credit notes (table 9B)
        </h2>
        {report.creditNotes.length === 0 ? (
          <p className="mt-2 text-slate-600">No credit notes this month.</p>
        ) : (
          <div className="mt-2 overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
            <table className="w-full text-sm">
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2 text-left">
                    Credit note
                  </th>
                  <th scope="col" className="px-3 py-2 text-left">
                    Against invoice
                  </th>
                  {['Taxable value', 'CGST', 'SGST', 'IGST', 'Value'].map((label) => (
                    <th key={label} scope="col" className={cell}>
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {report.creditNotes.map((note) => (
                  <tr key={note.number} className="border-t border-slate-100">
                    <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap">
                      {note.number}
                    </th>
                    <td className="px-3 py-2 whitespace-nowrap">{note.invoiceNumber}</td>
                    <td className={cell}>{formatPaise(note.taxablePaise)}</td>
                    <td className={cell}>{formatPaise(note.cgstPaise)}</td>
                    <td className={cell}>{formatPaise(note.sgstPaise)}</td>
                    <td className={cell}>{formatPaise(note.igstPaise)}</td>
                    <td className={cell}>{formatPaise(note.totalPaise)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <p className="text-sm text-slate-700">
        Documents issued:{' '}
        {report.documents.count === 0
          ? 'none'
          : `${report.documents.first} to ${report.documents.last} (${report.documents.count})`}
        . B2B invoices: {report.b2b.length}.
      </p>
      {report.excludedDemo.invoices > 0 ? (
        <p className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
          Left out: {report.excludedDemo.invoices} demo-provider order
          {report.excludedDemo.invoices === 1 ? '' : 's'} ({formatPaise(report.excludedDemo.totalPaise)}), where no
          money was taken.
        </p>
      ) : null}
    </div>
  );
}
