import { splitLanguagePath } from './languages';

// Which documents are cut off from the windows that open them (docs/decisions/024). The rest of the shop
// sends no opener policy: asking for one moves every visit into a new renderer process, which a phone pays
// for before its first paint.

export type OpenerPolicy = 'same-origin' | 'same-origin-allow-popups';

/** The back office: its sign-in page and every page of the admin layout, matched as the app's routes are. */
const BACK_OFFICE = /^\/(?:admin-login|admin-dashboard|products|manageorders|admin\/[^/]+)\/?$/i;

/** The payment page, plain or with its session id. */
const PAYMENT_PAGE = /^\/formpage(?:\/[^/]+)?\/?$/i;

/**
 * The opener policy of the document at this address (a path, without its query), or undefined for none.
 * The payment page keeps the windows it opens itself (a bank's page opened by Razorpay's Checkout reports
 * back to its opener) while no window that opened it can reach it.
 */
export function openerPolicyFor(pathname: string): OpenerPolicy | undefined {
  const { path } = splitLanguagePath(pathname);
  if (BACK_OFFICE.test(path)) return 'same-origin';
  if (PAYMENT_PAGE.test(path)) return 'same-origin-allow-popups';
  return undefined;
}
