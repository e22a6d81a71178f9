import type { PaymentWebhookEvent } from '../payments';
import type { CheckoutDeps } from './checkout-deps';
import { statusOfPayment } from './order-state';
import { findOrderByNumber } from './orders.repository';
import { type RecordResult, recordObservation } from './record-payment';

/** Applies a verified provider event once; unknown orders are acknowledged and ignored. */
export async function applyWebhook(deps: CheckoutDeps, event: PaymentWebhookEvent): Promise<RecordResult | null> {
  const order = await findOrderByNumber(deps.db, event.orderNumber);
  if (!order) return null;
  return recordObservation(
    deps.db,
    {
      orderId: order.id,
      source: 'webhook',
      eventKey: `webhook:${event.eventKey}`,
      type: event.type,
      observed: statusOfPayment(event.payment),
      payment: event.payment,
    },
    deps,
  );
}
