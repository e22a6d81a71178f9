import { type OrderResult, type OrderStatus, paymentFailureReasonOf, paymentFailureText } from '@store/shared';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';

const statusLabel: Record<OrderStatus, string> = {
  PAID: 'Paid',
  PENDING: 'Pending',
  FAILED: 'Failed',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Expired',
  REFUNDED: 'Refunded',
};

/** The spec's Success and Failed texts; a payment the bank has not settled yet says so instead of failing. */
function headingOf(status: OrderStatus): { title: string; text: string; tone: 'good' | 'wait' | 'bad' } {
  if (status === 'PAID') return { title: 'Payment Successful', text: 'Thank you for your order.', tone: 'good' };
  if (status === 'REFUNDED') return { title: 'Payment refunded', text: 'This order was refunded.', tone: 'wait' };
  if (status === 'PENDING')
    return {
      title: 'Payment pending',
      text: 'The bank has not confirmed this payment yet. My Orders shows it as soon as it does.',
      tone: 'wait',
    };
  return {
    title: 'Payment Failed',
    text: 'Unfortunately, the payment was not successful. Please try again.',
    tone: 'bad',
  };
}

const toneClass = {
  good: 'bg-emerald-100 text-emerald-700',
  wait: 'bg-amber-100 text-amber-800',
  bad: 'bg-red-100 text-red-700',
};

/**
 * The result of a return from the payment provider without a session: the order's number and status
 * only (who paid and how much need the customer's login), and the way to log in and see the order.
 */
export function OrderResultCard({ result }: { result: OrderResult }) {
  const heading = headingOf(result.status);
  const reason = paymentFailureText(result.reason ?? paymentFailureReasonOf(result.status));
  return (
    <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <div
        aria-hidden="true"
        className={`mx-auto flex size-14 items-center justify-center rounded-full text-2xl font-bold ${toneClass[heading.tone]}`}
      >
        {heading.tone === 'good' ? '✓' : heading.tone === 'wait' ? '…' : '!'}
      </div>
      <h1 className="mt-4 text-2xl font-bold">{heading.title}</h1>
      <p className="mt-2 text-slate-600">{heading.text}</p>
      <dl className="mx-auto mt-4 max-w-xs space-y-1 text-left text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Order</dt>
          <dd data-testid="result-order">{result.order_id}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Status</dt>
          <dd data-testid="result-status">{statusLabel[result.status]}</dd>
        </div>
      </dl>
      {reason ? (
        <p data-testid="fail-reason" className="mt-4 rounded-xl bg-red-50 px-4 py-3 font-medium text-red-800">
          {reason}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink to={paths.myOrders}>Log in to see your order</ButtonLink>
        <ButtonLink to={paths.home} variant="secondary">
          Continue Shopping
        </ButtonLink>
      </div>
    </div>
  );
}
