import type { RefundLineInput } from '@store/shared';
import { isPostgres } from '../../db/column-types';
import { isUniqueViolation } from '../../db/errors';
import { AppError, Conflict, NotFound } from '../../lib/errors';
import { type ProviderRefund, ProviderRejected, ProviderUnavailable } from '../payments';
import type { CheckoutDeps } from './checkout-deps';
import { findOrderById, findOrderByNumber, listItems, lockOrder, type OrderRow } from './orders.repository';
import {
  countRefunds,
  findOpenRefund,
  insertRefund,
  latestRefund,
  type RefundRow,
  restartRefundClock,
} from './refund.repository';
import { insertRefundLines, linesOfRefund, refundedUnitsOfOrder } from './refund-lines.repository';
import { planRefund } from './refund-plan';
import { applyRefundStatus } from './refund-status';

export const NOT_PAID = 'Only a paid order can be refunded.';
export const ALREADY_REFUNDED = 'This order is already refunded.';
export const REFUND_PENDING =
  'A refund of this order is already pending with the payment provider. The order becomes REFUNDED when the provider confirms it.';
export const REFUND_ACCEPTED_PENDING =
  'The payment provider accepted the refund and is processing it. The order becomes REFUNDED, with its credit note, when the provider confirms it.';
export const OTHER_REFUND_OPEN =
  'Another refund of this order was sent and the payment provider has not answered it yet. Re-check the order, then refund again.';
export const PROVIDER_NOT_RESPONDING = 'The payment service is not responding. Please try again in a moment.';

/** A new attempt is first checked with the provider this long after it was sent. */
export const REFUND_CHECK_AFTER_MS = 2 * 60_000;

/**
 * Our refund id at the provider, stable per attempt so a double click or a retry refunds once: the
 * first attempt of an order is `refund-<order number>`, a new one after a failed attempt adds its number.
 */
export const refundIdFor = (order: OrderRow, attempt = 1) =>
  attempt === 1 ? `refund-${order.order_number}` : `refund-${order.order_number}-${attempt}`;

function refusal(order: OrderRow): Conflict | undefined {
  if (order.status === 'REFUNDED') return new Conflict(ALREADY_REFUNDED);
  if (order.status !== 'PAID') return new Conflict(NOT_PAID);
  return undefined;
}

/** Whether an open attempt is the one asked for again: a whole refund retries any; lines must be the same. */
async function sameRequest(deps: CheckoutDeps, open: RefundRow, requested: RefundLineInput[] | undefined) {
  if (!requested) return true;
  const stored = await linesOfRefund(deps.db, open.refund_id);
  const key = (lines: { position: number; units: number }[]) =>
    JSON.stringify([...lines].sort((a, b) => a.position - b.position).map((line) => [line.position, line.units]));
  const asked = requested.map((line) => ({ position: line.position, units: line.months ?? line.quantity ?? 0 }));
  return key(stored.map((line) => ({ position: Number(line.position), units: Number(line.units) }))) === key(asked);
}

/**
 * The attempt to send, under the order's lock: the open one when the provider never answered it (sent
 * again with the same refund id and note, so it refunds once), else a new one with the amount reckoned
 * from the order's lines. 409 when the order is not PAID, when the provider already took on a refund
 * that is still pending, or when a line asked for is already refunded or started.
 */
async function openAttempt(
  deps: CheckoutDeps,
  orderId: string,
  reason: string,
  requested: RefundLineInput[] | undefined,
): Promise<RefundRow> {
  return deps.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, orderId, isPostgres(deps.db));
    const refused = refusal(order);
    if (refused) throw refused;
    const now = new Date();
    const checkAfter = new Date(now.getTime() + REFUND_CHECK_AFTER_MS).toISOString();
    const open = await findOpenRefund(trx, order.id);
    if (open) {
      if (open.provider_status !== null) throw new Conflict(REFUND_PENDING);
      if (!(await sameRequest(deps, open, requested))) throw new Conflict(OTHER_REFUND_OPEN);
      await restartRefundClock(trx, open.refund_id, now.toISOString(), checkAfter);
      return open;
    }
    const items = await listItems(trx, [order.id]);
    const before = await refundedUnitsOfOrder(trx, order.id);
    const unstarted = (id: string, position: number) =>
      deps.unstartedPlanMonths ? deps.unstartedPlanMonths(trx, id, position) : Promise.resolve(0);
    const plan = await planRefund(order, items, before, requested, unstarted);
    const attempt = (await countRefunds(trx, order.id)) + 1;
    const row: RefundRow = {
      refund_id: refundIdFor(order, attempt),
      order_id: order.id,
      attempt,
      status: 'PENDING',
      amount_paise: plan.kind === 'whole' ? plan.amountPaise : plan.figures.totalPaise,
      taxable_paise: plan.kind === 'whole' ? null : plan.figures.taxablePaise,
      gst_paise: plan.kind === 'whole' ? null : plan.figures.gstPaise,
      reason,
      provider_status: null,
      provider_message: null,
      requested_at: now.toISOString(),
      settled_at: null,
      check_after: checkAfter,
    };
    await insertRefund(trx, row);
    if (plan.kind === 'lines')
      await insertRefundLines(
        trx,
        plan.figures.lines.map((line) => ({
          refund_id: row.refund_id,
          position: line.position,
          units: line.units,
          taxable_paise: line.taxablePaise,
        })),
      );
    return row;
  });
}

async function askProvider(deps: CheckoutDeps, order: OrderRow, attempt: RefundRow): Promise<ProviderRefund> {
  try {
    return await deps.provider.refund({
      orderNumber: order.order_number,
      refundId: attempt.refund_id,
      amountPaise: Number(attempt.amount_paise),
      note: attempt.reason,
      ref: { sessionId: order.payment_session_id, paymentId: order.provider_payment_id },
    });
  } catch (error) {
    if (error instanceof ProviderRejected) {
      await applyRefundStatus(deps, attempt, { status: 'REJECTED', message: error.message }, 'admin-refund');
      throw new AppError(502, `The payment provider refused the refund: ${error.message}`);
    }
    // The provider may or may not have it: the attempt stays open, and a retry sends the same refund id.
    if (error instanceof ProviderUnavailable) throw new AppError(502, PROVIDER_NOT_RESPONDING);
    throw error;
  }
}

/**
 * An admin's refund of a PAID order, in full or of some lines: records the attempt, asks the provider,
 * and applies its answer. SUCCESS → the money went back now, with its credit note and mail ('refunded'),
 * and the order is REFUNDED once nothing of it is left; PENDING or ONHOLD → nothing changes until a
 * webhook or status check confirms it ('pending').
 */
export async function refundOrder(
  deps: CheckoutDeps,
  orderNumber: string,
  reason: string,
  lines?: RefundLineInput[],
): Promise<'refunded' | 'pending'> {
  const order = await findOrderByNumber(deps.db, orderNumber);
  if (!order) throw new NotFound('No such order');
  const refused = refusal(order);
  if (refused) throw refused;
  let attempt: RefundRow;
  try {
    attempt = await openAttempt(deps, order.id, reason, lines);
  } catch (error) {
    // Another instance opened the order's attempt at the same moment: send that one.
    if (!isUniqueViolation(error)) throw error;
    attempt = await openAttempt(deps, order.id, reason, lines);
  }
  const answer = await askProvider(deps, order, attempt);
  const outcome = await applyRefundStatus(deps, attempt, answer, 'admin-refund');
  if (outcome === 'refunded' || outcome === 'pending') return outcome;
  if (outcome === 'failed') throw new AppError(502, `The payment provider refused the refund: ${answer.message}`);
  // A concurrent request, webhook or status check applied it first.
  if ((await findOrderById(deps.db, order.id))?.status === 'REFUNDED') throw new Conflict(ALREADY_REFUNDED);
  if ((await latestRefund(deps.db, order.id))?.status === 'PENDING') return 'pending';
  throw new Conflict('The refund changed while it was sent. Look at the order again.');
}
