export { type CartItem, itemCount, totalsOf } from './cart-rules';
export { cartActions, getCartItems, useCartItems, useCartOpen } from './cart-store';
export { CartContents } from './components/cart-contents';
export { CartSummary } from './components/cart-summary';
