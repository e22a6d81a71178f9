import { ProviderRejected, ProviderUnavailable } from '../payments';
import type { CheckoutDeps } from './checkout-deps';
import { findOrderById } from './orders.repository';
import { claimRefundCheck, listDueRefunds, NOT_AT_PROVIDER, type RefundRow } from './refund.repository';
import { REFUND_CHECK_AFTER_MS } from './refund-order';
import { applyRefundStatus, type RefundOutcome } from './refund-status';

/** A refund still pending is asked about again this long after its last check (Cashfree allows 30 refund reads a minute). */
export const REFUND_RECHECK_MS = 10 * 60_000;
export const NEVER_RECEIVED = 'The payment provider has no record of this refund. Refund the order again.';

/**
 * Asks the provider about one open attempt (`GET …/refunds/{refund_id}`) and applies the answer. An
 * attempt the provider does not know, sent more than two minutes ago, never reached it: it fails, so
 * the admin may refund again. Provider errors are thrown (ProviderUnavailable, ProviderRejected).
 */
export async function checkRefund(
  deps: CheckoutDeps,
  attempt: RefundRow,
  source: string,
  now = new Date(),
): Promise<RefundOutcome> {
  const order = await findOrderById(deps.db, attempt.order_id);
  if (!order) return 'unchanged';
  const refund = await deps.provider.fetchRefund(order.order_number, attempt.refund_id, {
    sessionId: order.payment_session_id,
    paymentId: order.provider_payment_id,
  });
  if (refund) return applyRefundStatus(deps, attempt, refund, source);
  if (now.getTime() - Date.parse(attempt.requested_at) < REFUND_CHECK_AFTER_MS) return 'unchanged';
  return applyRefundStatus(deps, attempt, { status: NOT_AT_PROVIDER, message: NEVER_RECEIVED }, source);
}

/**
 * The reconciler's part for refunds: open attempts whose check is due, each claimed first (moving its
 * next check on) so two instances never ask about the same one at once. Returns how many were asked.
 */
export async function checkDueRefunds(deps: CheckoutDeps, now = new Date(), limit = 20): Promise<number> {
  const due = await listDueRefunds(deps.db, now.toISOString(), limit);
  const claimUntil = new Date(now.getTime() + REFUND_RECHECK_MS).toISOString();
  let checked = 0;
  for (const attempt of due) {
    if (!(await claimRefundCheck(deps.db, attempt, claimUntil))) continue;
    checked += 1;
    try {
      await checkRefund(deps, attempt, 'reconcile', now);
    } catch (error) {
      // The claim stays: the next check comes after REFUND_RECHECK_MS.
      if (!isProviderError(error)) throw error;
    }
  }
  return checked;
}

const isProviderError = (error: unknown) => error instanceof ProviderUnavailable || error instanceof ProviderRejected;
