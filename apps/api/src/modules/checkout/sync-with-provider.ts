import type { CheckoutDeps } from './checkout-deps';
import { statusOfProviderOrder } from './order-state';
import type { OrderRow } from './orders.repository';
import { type RecordResult, recordObservation } from './record-payment';

/** Asks the provider for the truth about an order and records what it says. */
export async function syncWithProvider(
  deps: CheckoutDeps,
  order: OrderRow,
  source: string,
): Promise<(RecordResult & { found: true }) | { found: false }> {
  const state = await deps.provider.fetchOrder(order.order_number, {
    sessionId: order.payment_session_id,
    paymentId: order.provider_payment_id,
  });
  if (!state.found) return { found: false };
  const observed = statusOfProviderOrder(state);
  const payment = state.payments.find((attempt) => attempt.status === 'SUCCESS') ?? state.payments.at(-1);
  const result = await recordObservation(
    deps.db,
    {
      orderId: order.id,
      source,
      eventKey: `${source}:${payment?.paymentId ?? 'order'}:${payment?.status ?? state.orderStatus ?? 'UNKNOWN'}`,
      type: `ORDER_${state.orderStatus ?? 'UNKNOWN'}`,
      observed,
      payment,
    },
    deps.events,
  );
  return { ...result, found: true };
}
