import type { RazorpayCheckoutOptions } from '@store/shared';
import { publicStoreSettings } from '../settings';
import type { CheckoutDeps } from './checkout-deps';
import type { OrderRow } from './orders.repository';

/**
 * What Razorpay's Standard Checkout needs to open for this order, or undefined for other providers: the
 * key id, Razorpay's order id, the amount in paise, the shop's name and the buyer's details from the order.
 */
export async function razorpayCheckoutOptions(
  deps: CheckoutDeps,
  order: OrderRow,
  sessionId: string,
): Promise<RazorpayCheckoutOptions | undefined> {
  const checkout = deps.provider.checkout;
  if (checkout.kind !== 'razorpay') return undefined;
  const seller = await publicStoreSettings(deps.db);
  return {
    key: checkout.keyId,
    order_id: sessionId,
    amount: Number(order.total_paise),
    currency: 'INR',
    name: seller.tradeName || seller.legalName,
    prefill: { name: order.customer_name, email: order.customer_email, contact: order.phone },
  };
}
