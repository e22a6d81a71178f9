import { isPostgres } from '../../db/column-types';
import type { ProviderRefund } from '../payments';
import type { CheckoutDeps } from './checkout-deps';
import { insertPaymentEvent, listItems, lockOrder, type PaymentEventRow } from './orders.repository';
import { markRefunded, notePendingRefund, type RefundRow, settleRefundRow } from './refund.repository';

/** Provider states in which a refund is taken on but not done: the order stays PAID until it is. */
export const REFUND_IN_PROGRESS = new Set(['PENDING', 'ONHOLD']);

/**
 * What applying the provider's word did: the order became REFUNDED, the attempt is still pending, it
 * failed, or nothing changed (a duplicate or late report, or another instance got there first).
 */
export type RefundOutcome = 'refunded' | 'pending' | 'failed' | 'unchanged';

/**
 * Applies what the provider says of one refund attempt, from its answer to the refund, a webhook or a
 * status check, whichever comes first and however often. SUCCESS ends the attempt and moves the order
 * PAID → REFUNDED with the refund listeners (credit note, mail) in one transaction, both guarded by
 * their current status, so it happens exactly once; CANCELLED, FAILED or a refusal ends the attempt as
 * FAILED with the provider's message and the order stays PAID; PENDING or ONHOLD is noted.
 */
export async function applyRefundStatus(
  deps: CheckoutDeps,
  attempt: RefundRow,
  refund: Pick<ProviderRefund, 'status' | 'message'>,
  source: string,
): Promise<RefundOutcome> {
  const provider = { provider_status: refund.status, provider_message: refund.message };
  if (REFUND_IN_PROGRESS.has(refund.status)) {
    return (await notePendingRefund(deps.db, attempt.refund_id, provider)) ? 'pending' : 'unchanged';
  }
  return deps.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, attempt.order_id, isPostgres(deps.db));
    const now = new Date().toISOString();
    const status = refund.status === 'SUCCESS' ? 'SUCCESS' : 'FAILED';
    if (!(await settleRefundRow(trx, attempt.refund_id, { status, ...provider, settled_at: now }))) return 'unchanged';
    const event: PaymentEventRow = {
      order_id: order.id,
      event_key: `${status === 'SUCCESS' ? 'refund' : 'refund-failed'}:${attempt.refund_id}`,
      source,
      type: status === 'SUCCESS' ? 'REFUND' : 'REFUND_FAILED',
      payment_id: attempt.refund_id,
      payment_status: refund.status,
      amount_paise: attempt.amount_paise,
      currency: order.currency,
      note: status === 'SUCCESS' ? attempt.reason : refund.message,
      received_at: now,
    };
    await insertPaymentEvent(trx, event);
    if (status === 'FAILED') return 'failed';
    // Only one attempt of an order is open at a time, so this is the one refund that moves it.
    if (!(await markRefunded(trx, order.id, now))) return 'unchanged';
    const refunded = await lockOrder(trx, order.id, false);
    const items = await listItems(trx, [order.id]);
    await deps.events.publish(trx, 'OrderRefunded', {
      order: refunded,
      items,
      refundId: attempt.refund_id,
      reason: attempt.reason,
      lines: 'all',
    });
    return 'refunded';
  });
}
