import type { AdminPlans } from '@store/shared';

type Row = AdminPlans['renewalsDue'][number];

/** Customers' plans with their end dates: the renewals due and the lapsed ones. */
export function CustomerPlansTable({ caption, rows, empty }: { caption: string; rows: readonly Row[]; empty: string }) {
  return (
    <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 className="text-lg font-semibold">{caption}</h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-slate-600">{empty}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-slate-600">
              <tr>
                <th className="py-2 pr-4 font-medium">Customer</th>
                <th className="py-2 pr-4 font-medium">Plan</th>
                <th className="py-2 font-medium">Ends</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {rows.map((row) => (
                <tr key={`${row.customerEmail} ${row.planTitle}`}>
                  <td className="py-2 pr-4">
                    <span className="font-medium">{row.customerName}</span>{' '}
                    <span className="text-slate-600">{row.customerEmail}</span>
                  </td>
                  <td className="py-2 pr-4">{row.planTitle}</td>
                  <td className="py-2">
                    <time dateTime={row.endsOn}>{row.endsOn}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
