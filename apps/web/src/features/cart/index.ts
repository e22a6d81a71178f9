export { type CartItem, itemCount, totalsOf } from './cart-rules';
export { cartActions, getCartItems, useCartItems } from './cart-store';
export { CartContents } from './components/cart-contents';
export { CartPanel } from './components/cart-panel';
export { CartSummary } from './components/cart-summary';
