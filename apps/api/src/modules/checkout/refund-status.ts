import { isPostgres } from '../../db/column-types';
import type { ProviderRefund } from '../payments';
import type { CheckoutDeps, RefundedOrder } from './checkout-deps';
import { insertPaymentEvent, listItems, lockOrder, type PaymentEventRow } from './orders.repository';
import { markRefunded, notePendingRefund, type RefundRow, settleRefundRow } from './refund.repository';
import { linesOfRefund, refundedUnitsOfOrder, touchOrder } from './refund-lines.repository';
import { remainingUnits } from './refund-plan';

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
    const items = await listItems(trx, [order.id]);
    const lines = await linesOfRefund(trx, attempt.refund_id);
    // A partial refund leaves the order PAID until its last unit went back (this attempt now counts).
    const remaining = remainingUnits(items, await refundedUnitsOfOrder(trx, order.id));
    const whole = lines.length === 0 || remaining.length === 0;
    // Only one attempt of an order is open at a time, so this is the one refund that moves it.
    if (whole && !(await markRefunded(trx, order.id, now))) return 'unchanged';
    if (!whole) await touchOrder(trx, order.id, now);
    const refunded = await lockOrder(trx, order.id, false);
    await deps.events.publish(trx, 'OrderRefunded', {
      order: refunded,
      items,
      refundId: attempt.refund_id,
      reason: attempt.reason,
      ...(lines.length === 0 ? { lines: 'all' as const } : partOf(attempt, lines, items, remaining)),
    });
    return 'refunded';
  });
}

/** A partial refund's lines (a plan line's units are its months) and amounts, for OrderRefunded. */
function partOf(
  attempt: RefundRow,
  lines: Awaited<ReturnType<typeof linesOfRefund>>,
  items: Awaited<ReturnType<typeof listItems>>,
  remaining: Array<{ position: number; units: number }>,
): Pick<RefundedOrder, 'lines' | 'amounts'> {
  const isPlan = (position: number) => Boolean(items.find((item) => Number(item.position) === position)?.plan_months);
  return {
    lines: lines.map((line) => ({
      position: Number(line.position),
      quantity: Number(line.units),
      ...(isPlan(Number(line.position)) ? { months: Number(line.units) } : {}),
      taxablePaise: Number(line.taxable_paise),
      left: remaining.find((entry) => entry.position === Number(line.position))?.units ?? 0,
    })),
    amounts: {
      taxablePaise: Number(attempt.taxable_paise),
      gstPaise: Number(attempt.gst_paise),
      totalPaise: Number(attempt.amount_paise),
    },
  };
}
