import { demoCheckoutPath } from '../../config/paths';
import { loadScript } from '../../lib/load-script';
import { leaveFor } from '../../lib/safe-navigation';
import { getPaymentConfig } from './api/checkout-calls';

const CASHFREE_SDK = 'https://sdk.cashfree.com/js/v3/cashfree.js';

interface CashfreeInstance {
  checkout(options: { paymentSessionId: string; redirectTarget: '_self' }): Promise<{ error?: { message?: string } }>;
}
declare global {
  interface Window {
    Cashfree?: (options: { mode: 'sandbox' | 'production' }) => CashfreeInstance;
  }
}

/**
 * Opens the provider's hosted checkout for a session; the provider then returns the browser
 * to /formpage?order_id=…, where the status check picks up.
 */
export async function openProviderCheckout(paymentSessionId: string): Promise<void> {
  const config = await getPaymentConfig();
  if (config.provider === 'demo') {
    if (!leaveFor(demoCheckoutPath(paymentSessionId), 'same-origin')) throw new Error('Checkout could not be opened');
    return;
  }
  try {
    await loadScript(CASHFREE_SDK);
  } catch {
    // The spec: a failing provider script is only logged.
    console.warn(new Error('Cashfree SDK failed to load'));
    return;
  }
  const cashfree = window.Cashfree?.({ mode: config.mode === 'production' ? 'production' : 'sandbox' });
  const result = await cashfree?.checkout({ paymentSessionId, redirectTarget: '_self' });
  if (result?.error) throw new Error(result.error.message ?? 'Checkout could not be opened');
}
