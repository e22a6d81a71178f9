const history = ['Login', 'Viewed Profile', 'Set Password'];

/** The spec's static account history: every entry shown as Success. */
export function HistoryTable() {
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-2 text-left font-semibold text-slate-900">Recent activity</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-600">
          <th scope="col" className="py-2 font-medium">
            Activity
          </th>
          <th scope="col" className="py-2 font-medium">
            Status
          </th>
        </tr>
      </thead>
      <tbody>
        {history.map((activity) => (
          <tr key={activity} className="border-b border-slate-100">
            <td className="py-2">{activity}</td>
            <td className="py-2">
              <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                Success
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
