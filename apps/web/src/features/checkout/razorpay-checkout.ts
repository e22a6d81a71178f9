import type { RazorpayCheckoutOptions, RazorpayVerifyInput } from '@store/shared';
import { ApiError } from '../../lib/api-client';
import { loadScript } from '../../lib/load-script';
import { isPhoneLayout } from '../../lib/phone-layout';
import { getPaymentStatus } from './api/checkout-calls';
import { verifyRazorpayPayment } from './api/verify-razorpay-payment';

/** What Standard Checkout's `payment.failed` event carries (Razorpay's error object). */
interface RazorpayFailure {
  error?: { description?: string };
}
interface RazorpayCheckout {
  on(event: 'payment.failed', callback: (response: RazorpayFailure) => void): void;
  open(): void;
}
declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => RazorpayCheckout;
  }
}

export const CHECKOUT_CLOSED =
  'You closed the payment window before paying. Nothing was charged and your cart is unchanged: press PAY NOW to try again.';
export const RAZORPAY_UNAVAILABLE = 'The payment window could not be opened. Please try again in a moment.';

/** On a phone, Standard Checkout opens at UPI (Razorpay's `config.display`: a UPI block first, then the rest). */
const UPI_FIRST = {
  display: {
    blocks: { upi: { name: 'Pay by UPI', instruments: [{ method: 'upi' }] } },
    sequence: ['block.upi'],
    preferences: { show_default_blocks: true },
  },
};

type Outcome = { kind: 'paid'; result: RazorpayVerifyInput } | { kind: 'closed'; failed: boolean };

/** Opens Standard Checkout and waits for it to end: paid (its signed result) or closed (after a failed attempt or not). */
async function openCheckout(script: string, options: RazorpayCheckoutOptions, onFailure: (reason: string) => void) {
  // Loaded once per page: a second PAY NOW reuses it.
  if (!window.Razorpay) await loadScript(script);
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('Razorpay Checkout did not load');
  return new Promise<Outcome>((resolve) => {
    let failed = false;
    const checkout = new Razorpay({
      ...options,
      ...(isPhoneLayout() ? { config: UPI_FIRST } : {}),
      handler: ({ razorpay_order_id, razorpay_payment_id, razorpay_signature }: RazorpayVerifyInput) =>
        resolve({ kind: 'paid', result: { razorpay_order_id, razorpay_payment_id, razorpay_signature } }),
      modal: { ondismiss: () => resolve({ kind: 'closed', failed }) },
    });
    // Razorpay keeps its window open after a failed attempt, so the shopper can try another way.
    checkout.on('payment.failed', (response) => {
      failed = true;
      onFailure(response.error?.description ?? 'The payment failed.');
    });
    checkout.open();
  });
}

/**
 * Pays with Razorpay's Standard Checkout: where the browser goes next (the server's answer to the signed result,
 * or to a status check once the window is closed after a failed attempt), or a notice to show on the payment
 * page (the window closed without paying, a result the server refuses, or the script not loading).
 */
export async function payWithRazorpay(
  script: string,
  options: RazorpayCheckoutOptions,
  onFailure: (reason: string) => void,
): Promise<{ redirectUrl: string } | { notice: string }> {
  let outcome: Outcome;
  try {
    outcome = await openCheckout(script, options, onFailure);
  } catch (error) {
    console.warn(error);
    return { notice: RAZORPAY_UNAVAILABLE };
  }
  if (outcome.kind === 'closed')
    return outcome.failed ? getPaymentStatus(options.order_id) : { notice: CHECKOUT_CLOSED };
  try {
    return await verifyRazorpayPayment(outcome.result);
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return { notice: error.message };
    throw error;
  }
}
