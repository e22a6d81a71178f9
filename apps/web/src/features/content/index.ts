export { AboutUsPage } from './pages/about-us-page';
export { CareerPage } from './pages/career-page';
export { ContactUsPage } from './pages/contact-us-page';
export { MarketingPage } from './pages/marketing-page';
export { PrivacyPolicyPage } from './pages/privacy-policy-page';
export { PrivacyToUsePage } from './pages/privacy-to-use-page';
export { TermsAndConditionsPage } from './pages/terms-and-conditions-page';
export { TermsAndRefundPolicyPage } from './pages/terms-and-refund-policy-page';
