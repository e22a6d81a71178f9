import type { AuditEntry } from '@store/shared';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'medium' });

/** Who did what to which record, and when; a card per entry on a phone, a table from `md` up. */
export function AuditLogTable({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) return <p className="mt-6 text-sm text-slate-600">Nothing recorded yet.</p>;
  return (
    <table className="mt-6 w-full text-left text-sm">
      <thead className="hidden text-xs uppercase text-slate-500 md:table-header-group">
        <tr>
          <th className="py-2 pr-3">When</th>
          <th className="py-2 pr-3">Admin</th>
          <th className="py-2 pr-3">Action</th>
          <th className="py-2 pr-3">Record</th>
          <th className="py-2">Detail</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {entries.map((entry) => (
          <tr key={entry.id} className="block py-2 md:table-row">
            <td className="block text-slate-600 md:table-cell md:py-2 md:pr-3">{when(entry.at)}</td>
            <td className="block font-medium md:table-cell md:py-2 md:pr-3">{entry.adminName}</td>
            <td className="block md:table-cell md:py-2 md:pr-3">{entry.action}</td>
            <td className="block break-all md:table-cell md:py-2 md:pr-3">{entry.record}</td>
            <td className="block text-slate-600 md:table-cell md:py-2">{entry.detail ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
