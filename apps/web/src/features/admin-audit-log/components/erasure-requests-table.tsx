import { type AdminErasure, type ErasureState, indiaDateTimeText } from '@store/shared';
import { type StackedColumn, StackedTable } from '../../../components/stacked-table';

const when = (iso: string | null) => (iso ? indiaDateTimeText(iso) : '');

const STATE_LABELS: Record<ErasureState, string> = {
  'awaiting-link': 'Waiting for the customer’s link',
  erased: 'Erased',
  expired: 'Link expired or replaced',
};

const COLUMNS: StackedColumn<AdminErasure>[] = [
  { header: 'Asked', cell: (request) => when(request.requestedAt), className: 'text-slate-600' },
  {
    header: 'Customer',
    cell: (request) => (
      <>
        <span className="font-medium">{request.email ?? 'Erased customer'}</span>
        <span className="block text-xs text-slate-500">{request.userId}</span>
      </>
    ),
    className: 'break-all',
  },
  { header: 'State', cell: (request) => STATE_LABELS[request.state] },
  {
    header: 'Open work ended',
    cell: (request) => (request.closeOpenWork ? 'Agreed, without a refund' : 'None open'),
    className: 'text-slate-600',
  },
  { header: 'Erased', cell: (request) => when(request.erasedAt), className: 'text-slate-600' },
];

/** Erasure requests: who, when, where each stands; a card per request on a phone, a table from `md` up. */
export function ErasureRequestsTable({ requests }: { requests: AdminErasure[] }) {
  if (requests.length === 0) return <p className="mt-3 text-sm text-slate-600">No erasure requests yet.</p>;
  return <StackedTable rows={requests} rowKey={(request) => request.id} columns={COLUMNS} className="mt-3" />;
}
