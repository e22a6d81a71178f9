import type { PageHosts, PagePolicy } from '../module';
import type { BrowserCheckout } from './provider';

/** The payment page, opened plain or with its session id (/formpage, /formpage/:sessionid), with any query. */
const PAYMENT_PAGE = /^\/formpage(\/[^/?#]+)?\/?(\?.*)?$/;

/** Cashfree's JS SDK and checkout frames, allowed only when Cashfree is the provider. */
const CASHFREE_HOSTS: PageHosts = {
  scriptHosts: ['https://sdk.cashfree.com'],
  connectHosts: ['https://sdk.cashfree.com', 'https://api.cashfree.com', 'https://sandbox.cashfree.com'],
  frameHosts: [
    'https://sdk.cashfree.com',
    'https://api.cashfree.com',
    'https://sandbox.cashfree.com',
    'https://payments.cashfree.com',
    'https://payments-test.cashfree.com',
  ],
};

/**
 * What Razorpay's Standard Checkout needs on the page that opens it: its script, the frame its modal is
 * drawn in (api.razorpay.com) and the calls its script makes. The script's own origin
 * (checkout.razorpay.com, or a test double's) is allowed for all three.
 */
export function razorpayPageHosts(checkoutScript: string): PageHosts {
  const scriptOrigin = new URL(checkoutScript).origin;
  const withScript = (hosts: string[]) => [...new Set([scriptOrigin, ...hosts])];
  return {
    scriptHosts: [scriptOrigin],
    frameHosts: withScript(['https://api.razorpay.com']),
    connectHosts: withScript(['https://api.razorpay.com', 'https://lumberjack.razorpay.com']),
  };
}

/** Cashfree's SDK on every page; Razorpay's Standard Checkout on the payment page only; nothing for the demo. */
export function paymentPagePolicy(checkout: BrowserCheckout): PagePolicy {
  if (checkout.kind === 'cashfree') return { everyPage: CASHFREE_HOSTS };
  if (checkout.kind === 'razorpay')
    return { pages: [{ path: PAYMENT_PAGE, hosts: razorpayPageHosts(checkout.checkoutScript) }] };
  return {};
}
