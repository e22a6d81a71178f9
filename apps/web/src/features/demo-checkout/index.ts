export { DemoCheckoutPage } from './demo-checkout-page';
