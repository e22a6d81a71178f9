import { lazy } from 'react';

export { cartItemsOfOrder } from './cart-from-order';
export { type CartItem, itemCount, orderLines, planLineId, totalsOf } from './cart-rules';
export { cartActions, getCartItems, useCartItems, useCartOpen } from './cart-store';
export { CartContents } from './components/cart-contents';
export { CartSummary } from './components/cart-summary';

/** The cart panel, whose code arrives when it is first opened. */
export const LazyCartPanel = lazy(() =>
  import('./components/cart-panel').then((module) => ({ default: module.CartPanel })),
);
