import { FOCUS_AFTER_ADD_ATTRIBUTE } from '../../lib/cart-lines';

/**
 * True once for the design the page script added from a focused button (lib/page-cart.ts), while focus has gone
 * nowhere else since (the button it was on is gone with the swap, so it rests on the page). App code only: the
 * page script's first load stays small.
 */
export function takeFocusAfterAdd(id: string): boolean {
  const root = document.documentElement;
  if (root.getAttribute(FOCUS_AFTER_ADD_ATTRIBUTE) !== id) return false;
  root.removeAttribute(FOCUS_AFTER_ADD_ATTRIBUTE);
  const resting = document.activeElement;
  return !resting || resting === document.body || !resting.isConnected;
}
