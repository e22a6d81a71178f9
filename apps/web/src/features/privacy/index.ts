export { useAcceptCheckoutNotice } from './api/accept-checkout-notice';
export { useConsents } from './api/get-consents';
export { CheckoutNotice } from './components/checkout-notice';
export { ConsentSettings } from './components/consent-settings';
