import { lazy } from 'react';

export { CartSummary } from '../../components/cart-summary';
export { type CartItem, itemCount, orderLines, planLineId, totalsOf } from '../../lib/cart-rules';
export { cartActions, getCartItems, useCartItems, useCartOpen } from '../../lib/cart-store';
export { cartItemsOfOrder } from './cart-from-order';
export { CartContents } from './components/cart-contents';

/** The cart panel, whose code arrives when it is first opened. */
export const LazyCartPanel = lazy(() =>
  import('./components/cart-panel').then((module) => ({ default: module.CartPanel })),
);
