export { CartSummary } from '../../components/cart-summary';
export { type CartItem, itemCount, orderLines, planLineId, totalsOf } from '../../lib/cart-rules';
export { cartActions, getCartItems, useCartItems, useCartOpen } from '../../lib/cart-store';
export { cartItemsOfOrder } from './cart-from-order';
export { CartContents } from './components/cart-contents';
export { CartPanel } from './components/cart-panel';
