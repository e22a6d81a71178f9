export { useAcceptCheckoutNotice } from './api/accept-checkout-notice';
export { useConsents } from './api/get-consents';
export { CheckoutNotice } from './components/checkout-notice';
export { ConsentSettings } from './components/consent-settings';
export { DataExportPanel } from './components/data-export-panel';
export { EraseAccountPanel } from './components/erase-account-panel';
export { ErasureConfirmation } from './components/erasure-confirmation';
