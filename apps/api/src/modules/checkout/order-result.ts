import { type OrderResult, paymentFailureReasonOf } from '@store/shared';
import { NotFound } from '../../lib/errors';
import type { CheckoutDeps } from './checkout-deps';
import { findOrderByNumber } from './orders.repository';

/**
 * GET /api/payment-result/:orderNumber, public: the provider returns the browser with only the order
 * number, maybe without a session (another device, an expired login). Anyone may know a number, so
 * the answer is its status alone (and, for an unpaid UPI attempt, its own reason); the name and amount need
 * the owner's session or an encResp link.
 * Read from the store, never from the provider, so strangers cannot make the store call it.
 */
export async function orderResult(deps: CheckoutDeps, orderNumber: string): Promise<OrderResult> {
  const order = await findOrderByNumber(deps.db, orderNumber);
  if (!order) throw new NotFound('No order has this number.');
  // Only a reason the status alone does not give (a UPI attempt's): a card order answers its status alone.
  const reason = paymentFailureReasonOf(order.status, order.payment_method);
  const ownReason = reason !== paymentFailureReasonOf(order.status) ? reason : null;
  return { order_id: order.order_number, status: order.status, ...(ownReason ? { reason: ownReason } : {}) };
}
