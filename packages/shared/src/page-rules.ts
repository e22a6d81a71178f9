// The spec's numbers a shopper's page keeps by itself, before the app has loaded too: apart from the
// catalogue's and the back office's constants, so the page script carries only these.

/** Cart quantities stay within these bounds. */
export const MIN_CART_QUANTITY = 1;
export const MAX_CART_QUANTITY = 10;

/** The months a plan can be bought for (a cart line of a plan is for one of these). */
export const PLAN_MONTHS = [1, 3, 6, 12] as const;

/** The Add to Cart toast's time from the spec, in milliseconds. */
export const ADD_TO_CART_TOAST_MS = 2000;

/** Typing headline timings from the spec, in milliseconds. */
export const TYPING_MS_PER_CHARACTER = 100;
export const TYPING_PAUSE_MS = 3000;
