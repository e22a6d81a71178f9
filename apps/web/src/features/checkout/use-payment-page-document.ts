import { useEffect } from 'react';

const PAYMENT_PAGE = /^\/formpage(\/|$)/;

/** Whether this document was loaded at the payment page, and so carries the payment page's own CSP. */
function loadedAtPaymentPage(): boolean {
  const entry = typeof performance.getEntriesByType === 'function' && performance.getEntriesByType('navigation')[0];
  // Unknown: never reload (a reload could not tell either).
  if (!entry) return true;
  return PAYMENT_PAGE.test(new URL(entry.name).pathname);
}

/**
 * Razorpay's checkout is allowed only by the payment page's own Content-Security-Policy, which a page
 * reached inside the app does not carry: the page is then loaded again, once (checkout keeps its details in
 * sessionStorage). Answers true while that reload is under way.
 */
export function usePaymentPageDocument(provider: string | undefined): boolean {
  const reload = provider === 'razorpay' && !loadedAtPaymentPage();
  useEffect(() => {
    if (reload) window.location.replace(window.location.href);
  }, [reload]);
  return reload;
}
