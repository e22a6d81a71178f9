import { AppError, Conflict, NotFound } from '../../lib/errors';
import { ProviderRejected, ProviderUnavailable } from '../payments';
import type { CheckoutDeps } from './checkout-deps';
import { findOrderByNumber, insertPaymentEvent, listItems, lockOrder, type OrderRow } from './orders.repository';
import { markRefunded } from './refund.repository';

export const NOT_PAID = 'Only a paid order can be refunded.';
export const ALREADY_REFUNDED = 'This order is already refunded.';

/** Our refund id at the provider: one per order, so a double click or a retry refunds once. */
export const refundIdFor = (order: OrderRow) => `refund-${order.order_number}`;

function refusal(order: OrderRow): Conflict | undefined {
  if (order.status === 'REFUNDED') return new Conflict(ALREADY_REFUNDED);
  if (order.status !== 'PAID') return new Conflict(NOT_PAID);
  return undefined;
}

/**
 * An admin's full refund of a PAID order: the provider refunds the amount paid (one refund id per
 * order), then one transaction marks the order REFUNDED, records the event and runs the refund
 * listeners (the credit note, the customer's mail), so they exist exactly when the status does.
 */
export async function refundOrder(deps: CheckoutDeps, orderNumber: string, reason: string): Promise<void> {
  const order = await findOrderByNumber(deps.db, orderNumber);
  if (!order) throw new NotFound('No such order');
  const refused = refusal(order);
  if (refused) throw refused;
  let refund: Awaited<ReturnType<CheckoutDeps['provider']['refund']>>;
  try {
    refund = await deps.provider.refund({
      orderNumber: order.order_number,
      refundId: refundIdFor(order),
      amountPaise: Number(order.total_paise),
      note: reason,
    });
  } catch (error) {
    if (error instanceof ProviderRejected)
      throw new AppError(502, `The payment provider refused the refund: ${error.message}`);
    if (error instanceof ProviderUnavailable)
      throw new AppError(502, 'The payment service is not responding. Please try again in a moment.');
    throw error;
  }
  await deps.db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    // A concurrent refund of the same order got here first: it issued the credit note.
    if (!(await markRefunded(trx, order.id, now))) throw new Conflict(ALREADY_REFUNDED);
    await insertPaymentEvent(trx, {
      order_id: order.id,
      event_key: `refund:${refund.refundId}`,
      source: 'admin-refund',
      type: 'REFUND',
      payment_id: refund.refundId,
      payment_status: refund.status,
      amount_paise: refund.amountPaise,
      currency: order.currency,
      note: reason,
      received_at: now,
    });
    const refunded = await lockOrder(trx, order.id, false);
    const items = await listItems(trx, [order.id]);
    for (const listener of deps.onOrderRefunded ?? [])
      await listener(trx, { order: refunded, items, refundId: refund.refundId, reason });
  });
}
