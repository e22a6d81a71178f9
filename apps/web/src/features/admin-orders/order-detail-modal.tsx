import { formatPaise, formatRupees, rupeesToPaise } from '@store/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DownloadButton } from '../../components/download-button';
import { PaidBy } from '../../components/paid-by';
import { PartlyRefunded } from '../../components/partly-refunded';
import { Modal } from '../../components/ui/modal';
import { Spinner } from '../../components/ui/spinner';
import { notify } from '../../lib/notify';
import { adminOrdersKeys } from './api/admin-orders-keys';
import { adminOrderQueryOptions } from './api/get-admin-order';
import { recheckAdminOrder } from './api/recheck-admin-order';
import { DemoMark } from './demo-mark';
import { RefundPanel } from './refund-panel';
import { StatusBadge } from './status-badge';

const when = (iso: string) => new Date(iso).toLocaleString('en-IN');

/** One order: customer, items, totals and its payment events; re-check a pending payment, refund a paid one. */
export function OrderDetailModal({ orderNumber, onClose }: { orderNumber: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const detail = useQuery(adminOrderQueryOptions(orderNumber));
  const recheck = useMutation({
    mutationFn: () => recheckAdminOrder(orderNumber),
    onSuccess: (order) => {
      queryClient.setQueryData(adminOrdersKeys.detail(orderNumber), order);
      void queryClient.invalidateQueries({ queryKey: adminOrdersKeys.lists() });
      notify(
        'info',
        order.status === 'PAID' && order.refund?.status === 'PENDING'
          ? `Provider says: refund ${order.refund.providerStatus ?? 'not received yet'}`
          : `Provider says: ${order.status}`,
      );
    },
    onError: (error) => notify('error', error.message),
  });
  const order = detail.data;
  const refundPending = order?.status === 'PAID' && order.refund?.status === 'PENDING';
  return (
    <Modal open title={`Order ${orderNumber}`} onClose={onClose} size="xl">
      {!order ? (
        detail.isError ? (
          <p role="alert">The order could not be loaded.</p>
        ) : (
          <Spinner />
        )
      ) : (
        <div className="space-y-5 text-sm">
          <div className="flex flex-wrap items-center gap-3">
            <StatusBadge status={order.status} />
            <DemoMark provider={order.provider} />
            <span className="text-slate-600">
              {order.customer.name} · {order.customer.email} · {order.phone}
            </span>
            {order.status === 'PENDING' || refundPending ? (
              <button
                type="button"
                onClick={() => recheck.mutate()}
                disabled={recheck.isPending}
                className="ml-auto rounded-lg bg-brand-700 px-3 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
              >
                {recheck.isPending ? 'Checking…' : order.status === 'PENDING' ? 'Re-check payment' : 'Re-check refund'}
              </button>
            ) : null}
            {order.status === 'PAID' || order.status === 'REFUNDED' ? (
              <DownloadButton
                path={`/admin/orders/${encodeURIComponent(orderNumber)}/invoice.pdf`}
                filename={`invoice-${orderNumber}.pdf`}
                className="ml-auto rounded-lg px-3 py-2 font-semibold ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-60"
              >
                Download invoice
              </DownloadButton>
            ) : null}
            {order.status === 'REFUNDED' || (order.refunded ?? 0) > 0 ? (
              <DownloadButton
                path={`/admin/orders/${encodeURIComponent(orderNumber)}/credit-note.pdf`}
                filename={`credit-note-${orderNumber}.pdf`}
                className="rounded-lg px-3 py-2 font-semibold ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-60"
              >
                Download credit note
              </DownloadButton>
            ) : null}
            {order.status === 'PAID' ? <RefundPanel order={order} /> : null}
          </div>
          <ul className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
            {order.items.map((item) => (
              <li key={item.name} className="flex justify-between px-3 py-2">
                <span>
                  {item.name} × {item.quantity}
                </span>
                <span>{formatPaise(rupeesToPaise(item.price) * item.quantity)}</span>
              </li>
            ))}
            <li className="flex justify-between px-3 py-2 font-semibold">
              <span>Total (GST {formatRupees(order.gst)})</span>
              <span>{formatRupees(order.total)}</span>
            </li>
          </ul>
          <PaidBy order={order} />
          <PartlyRefunded order={order} />
          <section aria-labelledby="events-title">
            <h3 id="events-title" className="mb-2 font-semibold">
              Payment events
            </h3>
            {order.events.length === 0 ? (
              <p className="text-slate-600">No payment events yet.</p>
            ) : (
              <ol className="space-y-2">
                {order.events.map((event) => (
                  <li
                    key={`${event.receivedAt}-${event.type}-${event.paymentId}`}
                    className="rounded-lg bg-slate-50 px-3 py-2"
                  >
                    <span className="font-medium">{event.type}</span> · {event.source} · {event.paymentStatus ?? '—'}
                    {event.amount !== null ? ` · ${formatRupees(event.amount)}` : ''}
                    {event.note ? <span className="text-red-700"> · {event.note}</span> : null}
                    <span className="block text-xs text-slate-600">{when(event.receivedAt)}</span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
      )}
    </Modal>
  );
}
