import { paiseToRupees, paymentFailureReasonOf } from '@store/shared';
import { AppError, NotFound } from '../../lib/errors';
import { ProviderRejected, ProviderUnavailable } from '../payments';
import type { CheckoutDeps } from './checkout-deps';
import { findOrderById, findOrderBySession, type OrderRow } from './orders.repository';
import { syncWithProvider } from './sync-with-provider';

/** Refreshes an unsettled order from the provider; keeps what we know when the provider cannot answer. */
async function refreshed(deps: CheckoutDeps, order: OrderRow, source: string): Promise<OrderRow> {
  if (order.status === 'PAID' || !order.payment_session_id) return order;
  try {
    await syncWithProvider(deps, order, source);
  } catch (error) {
    if (!(error instanceof ProviderUnavailable || error instanceof ProviderRejected)) throw error;
  }
  return (await findOrderById(deps.db, order.id)) ?? order;
}

/**
 * GET /api/status/:paymentSessionId for the order's owner: where the browser goes next.
 * Paid → the success page with an encResp token; failed, cancelled or expired → /fail with
 * the reason, which the page explains; still pending → My Orders, where the customer sees it pending until it settles.
 */
export async function paymentStatusRedirect(deps: CheckoutDeps, userId: string, sessionId: string): Promise<string> {
  const found = await findOrderBySession(deps.db, sessionId);
  if (!found || found.user_id !== userId) throw new NotFound('No such payment session');
  const order = await refreshed(deps, found, 'status-check');
  if (order.status === 'PAID') return `/sucess?encResp=${deps.encResp.encode(order.id)}`;
  if (order.status === 'PENDING') return '/my-orders';
  const reason = paymentFailureReasonOf(order.status, order.payment_method);
  return reason ? `/fail?reason=${reason}` : '/fail';
}

export type PaymentResponse =
  | { paid: true; body: { order_id: string; name: string; amount: number } }
  | { paid: false; body: { status: string; message: string } };

/**
 * A result link lives as long as the customer session that paid (customer tokens last 7 days), and
 * the ceiling is 30 days: a link found later in a browser history or a shared screenshot says nothing.
 */
export const RESULT_LINK_LIFETIME_MS = 7 * 24 * 60 * 60_000;
/** Instances' clocks may differ a little; a link further in the future than this was not made by us. */
const CLOCK_SKEW_MS = 5 * 60_000;
export const RESULT_LINK_EXPIRED = 'This payment link has expired. Your orders are listed under My Orders.';

/** POST /api/payment-response: the token names an order; only the order's own status says it is paid. */
export async function paymentResponse(
  deps: CheckoutDeps,
  token: string,
  now = Date.now(),
): Promise<PaymentResponse | null> {
  const link = deps.encResp.decode(token);
  if (!link || link.issuedAt > now + CLOCK_SKEW_MS) return null;
  // 410 Gone: the result page shows its Error state ("Error occurred ... contact support").
  if (now - link.issuedAt > RESULT_LINK_LIFETIME_MS) throw new AppError(410, RESULT_LINK_EXPIRED);
  const found = await findOrderById(deps.db, link.orderId);
  if (!found) return null;
  const order = await refreshed(deps, found, 'payment-response');
  if (order.status === 'PAID') {
    return {
      paid: true,
      body: {
        order_id: order.order_number,
        name: order.customer_name,
        amount: paiseToRupees(Number(order.total_paise)),
      },
    };
  }
  const messages: Record<string, string> = {
    PENDING: 'The payment has not been confirmed yet.',
    FAILED: 'The payment failed.',
    CANCELLED: 'The payment was cancelled.',
    EXPIRED: 'The payment session expired.',
  };
  return { paid: false, body: { status: order.status, message: messages[order.status] ?? 'The order is not paid.' } };
}
