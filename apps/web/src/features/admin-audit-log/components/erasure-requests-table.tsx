import type { AdminErasure, ErasureState } from '@store/shared';

const when = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' })
    : '';

const STATE_LABELS: Record<ErasureState, string> = {
  'awaiting-link': 'Waiting for the customer’s link',
  erased: 'Erased',
  expired: 'Link expired or replaced',
};

/** Erasure requests: who, when, where each stands; a card per request on a phone, a table from `md` up. */
export function ErasureRequestsTable({ requests }: { requests: AdminErasure[] }) {
  if (requests.length === 0) return <p className="mt-3 text-sm text-slate-600">No erasure requests yet.</p>;
  return (
    <table className="mt-3 w-full text-left text-sm">
      <thead className="hidden text-xs uppercase text-slate-500 md:table-header-group">
        <tr>
          <th className="py-2 pr-3">Asked</th>
          <th className="py-2 pr-3">Customer</th>
          <th className="py-2 pr-3">State</th>
          <th className="py-2 pr-3">Open work ended</th>
          <th className="py-2">Erased</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {requests.map((request) => (
          <tr key={request.id} className="block py-2 md:table-row">
            <td className="block text-slate-600 md:table-cell md:py-2 md:pr-3">{when(request.requestedAt)}</td>
            <td className="block break-all md:table-cell md:py-2 md:pr-3">
              <span className="font-medium">{request.email ?? 'Erased customer'}</span>
              <span className="block text-xs text-slate-500">{request.userId}</span>
            </td>
            <td className="block md:table-cell md:py-2 md:pr-3">{STATE_LABELS[request.state]}</td>
            <td className="block text-slate-600 md:table-cell md:py-2 md:pr-3">
              {request.closeOpenWork ? 'Agreed, without a refund' : 'None open'}
            </td>
            <td className="block text-slate-600 md:table-cell md:py-2">{when(request.erasedAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
