import {
  type CustomerOrder,
  formatPaise,
  formatRupees,
  indiaDateTimeText,
  paymentFailureReasonOf,
  paymentFailureText,
  rupeesToPaise,
} from '@store/shared';
import { PaidBy } from '../../../components/paid-by';
import { PartlyRefunded } from '../../../components/partly-refunded';
import { messageIn, useLanguage, useTranslation } from '../../../i18n';
import { useLineTitle } from '../../../lib/use-line-title';
import { CreditNoteDownload } from './credit-note-download';
import { InvoiceDownload } from './invoice-download';
import { UnpaidOrderNotice } from './unpaid-order-notice';

const badge: Record<CustomerOrder['status'], string> = {
  PAID: 'bg-emerald-100 text-emerald-800',
  PENDING: 'bg-amber-100 text-amber-900',
  FAILED: 'bg-red-100 text-red-800',
  CANCELLED: 'bg-slate-200 text-slate-800',
  EXPIRED: 'bg-slate-200 text-slate-800',
  REFUNDED: 'bg-violet-100 text-violet-800',
};

/**
 * The customer's orders: number, items, total, status and date; a paid one's tax invoice to download;
 * an unpaid one's reason and, when `payAgainFor` gives one, its Pay again action.
 */
export function OrdersList({
  orders,
  payAgainFor,
}: {
  orders: CustomerOrder[];
  payAgainFor?: (order: CustomerOrder) => (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const lineTitle = useLineTitle();
  if (orders.length === 0)
    return (
      <p className="rounded-2xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200">{t('orders.none')}</p>
    );
  return (
    <ul className="space-y-4">
      {orders.map((order) => (
        <li key={order.id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" data-testid="order">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold">{order.id}</p>
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${badge[order.status]}`}>
              {t(`orders.status.${order.status}`)}
            </span>
          </div>
          <p className="mt-1 text-sm text-slate-600">{indiaDateTimeText(order.createdAt, language)}</p>
          {order.status === 'PAID' || order.status === 'REFUNDED' ? <PaidBy order={order} className="mt-1" /> : null}
          <PartlyRefunded order={order} className="mt-1" />
          <UnpaidOrderNotice
            reason={
              messageIn(
                language,
                paymentFailureText(paymentFailureReasonOf(order.status, order.paymentMethod)) ?? undefined,
              ) ?? null
            }
            payAgain={payAgainFor?.(order)}
          />
          <ul className="mt-3 space-y-1 text-sm">
            {order.items.map((item) => (
              <li key={`${order.id}-${item.name}`} className="flex justify-between gap-4">
                <span>
                  {lineTitle(item.name, item.planMonths)}
                  {item.quantity > 1 ? ` × ${item.quantity}` : ''}
                </span>
                <span>{formatPaise(rupeesToPaise(item.price) * item.quantity)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-3 flex justify-between border-t border-slate-100 pt-3 font-semibold">
            <span>{t('orders.total')}</span>
            <span>{formatRupees(order.total)}</span>
          </p>
          <CreditNoteDownload order={order} />
          {order.status === 'PAID' || order.status === 'REFUNDED' ? (
            <InvoiceDownload orderNumber={order.id} className="mt-3" />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
