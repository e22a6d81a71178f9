import type { RazorpayVerifyInput } from '@store/shared';
import { AppError, InvalidInput, NotFound } from '../../lib/errors';
import { InvalidCheckoutSignature, type ProviderPayment, ProviderRejected, ProviderUnavailable } from '../payments';
import type { CheckoutDeps } from './checkout-deps';
import { statusOfPayment } from './order-state';
import { findOrderBySession } from './orders.repository';
import { paymentStatusRedirect } from './payment-outcome';
import { recordObservation } from './record-payment';
import { PROVIDER_NOT_RESPONDING } from './refund-order';

export const CHECKOUT_SIGNATURE_INVALID = 'The payment could not be verified: its signature does not match this order.';

/**
 * POST /api/payments/razorpay/verify for the order's owner: Standard Checkout's signed result. The signature
 * is checked over the Razorpay order id the store keeps for this order, then the payment is read from
 * Razorpay and recorded like a webhook or a status check: only a captured payment of the order's exact
 * amount pays it. Answers where the browser goes next, as the status check does.
 */
export async function verifyRazorpayCheckout(
  deps: CheckoutDeps,
  userId: string,
  input: RazorpayVerifyInput,
): Promise<string> {
  if (!deps.provider.readCheckoutPayment) throw new NotFound('Unknown payment provider');
  const order = await findOrderBySession(deps.db, input.razorpay_order_id);
  if (!order?.payment_session_id || order.user_id !== userId) throw new NotFound('No such payment session');
  let payment: ProviderPayment;
  try {
    payment = await deps.provider.readCheckoutPayment({
      sessionId: order.payment_session_id,
      paymentId: input.razorpay_payment_id,
      signature: input.razorpay_signature,
    });
  } catch (error) {
    if (error instanceof InvalidCheckoutSignature) throw new InvalidInput(CHECKOUT_SIGNATURE_INVALID);
    if (error instanceof ProviderUnavailable || error instanceof ProviderRejected)
      throw new AppError(502, PROVIDER_NOT_RESPONDING);
    throw error;
  }
  await recordObservation(
    deps.db,
    {
      orderId: order.id,
      source: 'checkout',
      eventKey: `checkout:${payment.paymentId}:${payment.status}`,
      type: 'CHECKOUT_VERIFIED',
      observed: statusOfPayment(payment),
      payment,
    },
    deps.events,
  );
  return paymentStatusRedirect(deps, userId, order.payment_session_id);
}
