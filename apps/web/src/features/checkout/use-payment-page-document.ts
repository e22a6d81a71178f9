import { useOwnDocument } from '../../lib/own-document';

const PAYMENT_PAGE = /^\/formpage(\/|$)/;

/**
 * Razorpay's checkout is allowed only by the payment page's own Content-Security-Policy, which a page reached
 * inside the app does not carry (nor the payment page's opener policy): the page is then loaded again, once
 * (checkout keeps its details in sessionStorage). Answers true while that reload is under way.
 */
export function usePaymentPageDocument(provider: string | undefined): boolean {
  return useOwnDocument(provider === 'razorpay', (path) => PAYMENT_PAGE.test(path));
}
