import { type AdminOrder, formatRupees, paymentMethodShort } from '@store/shared';
import { PartlyRefunded } from '../../components/partly-refunded';
import { DemoMark } from './demo-mark';
import { StatusBadge } from './status-badge';

/** Date over time, so the last column keeps its place beside long names and references. */
function OrderDate({ iso }: { iso: string }) {
  const date = new Date(iso);
  return (
    <time dateTime={iso}>
      {date.toLocaleDateString('en-IN')}
      <span className="block text-xs text-slate-600">{date.toLocaleTimeString('en-IN')}</span>
    </time>
  );
}

/** How a paid (or since refunded) order was paid, short: "UPI", "Card ••4242", "Netbanking". */
function PaidWith({ order }: { order: AdminOrder }) {
  const paid = order.status === 'PAID' || order.status === 'REFUNDED';
  const method = paid ? paymentMethodShort(order.paymentMethod, order.cardLast4) : null;
  return method ? <span className="mt-1 block whitespace-nowrap text-xs text-slate-700">{method}</span> : null;
}

/** The payment-status table: one row per order; the order number opens its details. */
export function OrdersTable({ orders, onOpen }: { orders: AdminOrder[]; onOpen: (orderNumber: string) => void }) {
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full min-w-[56rem] text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
          <tr>
            {['Order', 'Customer', 'Phone', 'Items', 'Total', 'Payment status', 'Provider reference', 'Date'].map(
              (heading) => (
                <th key={heading} scope="col" className="px-3 py-3 font-medium">
                  {heading}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} className="border-b border-slate-100 last:border-0 align-top">
              <td className="px-3 py-3">
                <button
                  type="button"
                  onClick={() => onOpen(order.id)}
                  className="whitespace-nowrap font-semibold text-brand-700 hover:underline"
                >
                  {order.id}
                </button>
              </td>
              <td className="px-3 py-3">
                {order.customer.name}
                <span className="block break-all text-xs text-slate-600">{order.customer.email}</span>
              </td>
              <td className="px-3 py-3">{order.phone}</td>
              <td className="px-3 py-3">{order.items.map((item) => `${item.name} × ${item.quantity}`).join(', ')}</td>
              <td className="px-3 py-3 whitespace-nowrap">{formatRupees(order.total)}</td>
              <td className="px-3 py-3">
                <span className="flex flex-wrap gap-1">
                  <StatusBadge status={order.status} />
                  <DemoMark provider={order.provider} />
                </span>
                <PaidWith order={order} />
                <PartlyRefunded order={order} className="mt-1" />
              </td>
              <td className="max-w-36 break-all px-3 py-3 font-mono text-xs">{order.providerPaymentId ?? '—'}</td>
              <td className="px-3 py-3 whitespace-nowrap">
                <OrderDate iso={order.createdAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
