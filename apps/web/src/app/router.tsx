import { type ComponentType, type ReactNode, Suspense, useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { PageLoading } from '../components/ui/page-loading';
import { paths } from '../config/paths';
import type * as contentPages from '../features/content';
import { APP_STARTED_EVENT } from '../lib/app-boot';
import { lazyPart } from '../lib/lazy-part';
import { RequireCustomer, RequireCustomerOrPaymentReturn } from './guards';
import { PublicLayout } from './layout/public-layout';
import { HomeRoute } from './routes/home';
import { RouteErrorBoundary } from './routes/route-error';
import { ScrollToTop } from './scroll-to-top';

// Declarative routes: React Router's data router would add about 17 KB gzipped to every page
// for features the store does not use (loaders, actions, fetchers).

function customerOnly(Page: ComponentType): ComponentType {
  return function CustomerPage(): ReactNode {
    return (
      <RequireCustomer>
        <Page />
      </RequireCustomer>
    );
  };
}

/** The payment page, which also receives the provider's return, maybe without a session. */
function paymentPage(Page: ComponentType): ComponentType {
  return function PaymentPage(): ReactNode {
    return (
      <RequireCustomerOrPaymentReturn>
        <Page />
      </RequireCustomerOrPaymentReturn>
    );
  };
}

/** A page of the content feature, which sets its own tab title in the page's language. */
const contentPage = (name: keyof typeof contentPages) =>
  lazyPart(async (): Promise<ComponentType> => (await import('../features/content'))[name]);

const DesignsPage = lazyPart(async () => (await import('./routes/designs')).DesignsRoute);
const DesignPage = lazyPart(async () => (await import('./routes/design')).DesignRoute);
const CardsPage = lazyPart(async () => (await import('./routes/cards')).CardsRoute);
const CartPage = lazyPart(async () => (await import('./routes/cart')).CartRoute);
const FailPage = lazyPart(async () => (await import('./routes/fail')).FailRoute);
const SignupPage = lazyPart(async () => (await import('./routes/signup')).SignupRoute);
const UserLoginPage = lazyPart(async () => (await import('./routes/user-login')).UserLoginRoute);
const ForgotPasswordPage = lazyPart(async () => (await import('./routes/forgot-password')).ForgotPasswordRoute);
const ResetPasswordPage = lazyPart(async () => (await import('./routes/reset-password')).ResetPasswordRoute);
const VerifyEmailPage = lazyPart(async () => (await import('./routes/verify-email')).VerifyEmailRoute);
const EraseAccountPage = lazyPart(async () => (await import('./routes/erase-account')).EraseAccountRoute);
const UserDashboardPage = lazyPart(async () =>
  customerOnly((await import('./routes/user-dashboard')).UserDashboardRoute),
);
// /dashboard exists without a guard (the spec shows no more of it): without a session it says 'You are not logged in'.
const DashboardPage = lazyPart(async () => (await import('./routes/user-dashboard')).UserDashboardRoute);
const ContactUsPage = lazyPart(async () => (await import('./routes/contact-us')).ContactUsRoute);
const PrivacyPolicyPage = contentPage('PrivacyPolicyPage');
const TermsAndConditionsPage = contentPage('TermsAndConditionsPage');
const TermsAndRefundPolicyPage = contentPage('TermsAndRefundPolicyPage');
const PrivacyToUsePage = contentPage('PrivacyToUsePage');
const AboutUsPage = contentPage('AboutUsPage');
const CareerPage = contentPage('CareerPage');
const MarketingPage = lazyPart(async () => (await import('./routes/marketing')).MarketingRoute);
const CheckoutPage = lazyPart(async () => customerOnly((await import('./routes/checkout')).CheckoutRoute));
const MyOrdersPage = lazyPart(async () => customerOnly((await import('./routes/my-orders')).MyOrdersRoute));
const MyPlansPage = lazyPart(async () => customerOnly((await import('./routes/my-plans')).MyPlansRoute));
const FormPage = lazyPart(async () => paymentPage((await import('./routes/form-page')).FormPageRoute));
const PaymentResponsePage = lazyPart(async () => (await import('./routes/payment-response')).PaymentResponseRoute);
const NotFoundPage = lazyPart(async () => (await import('./routes/not-found')).NotFoundRoute);
const AdminLoginPage = lazyPart(async () => (await import('./routes/admin-login')).AdminLoginRoute);
const DemoCheckoutPage = lazyPart(async () => (await import('../features/demo-checkout')).DemoCheckoutPage);
const AdminLayout = lazyPart(async () => (await import('./layout/admin-layout')).AdminLayout);
const AdminDashboardPage = lazyPart(async () => (await import('./routes/admin-dashboard')).AdminDashboardRoute);
const AdminProductsPage = lazyPart(async () => (await import('./routes/admin-products')).AdminProductsRoute);
const AdminOrdersPage = lazyPart(async () => (await import('./routes/admin-orders')).AdminOrdersRoute);
const AdminUsersPage = lazyPart(async () => (await import('./routes/admin-users')).AdminUsersRoute);
const AdminSettingsPage = lazyPart(async () => (await import('./routes/admin-settings')).AdminSettingsRoute);
const AdminEnquiriesPage = lazyPart(async () => (await import('./routes/admin-enquiries')).AdminEnquiriesRoute);
const AdminEmailsPage = lazyPart(async () => (await import('./routes/admin-emails')).AdminEmailsRoute);
const AdminGstPage = lazyPart(async () => (await import('./routes/admin-gst')).AdminGstRoute);
const AdminProjectsPage = lazyPart(async () => (await import('./routes/admin-projects')).AdminProjectsRoute);
const AdminPlansPage = lazyPart(async () => (await import('./routes/admin-plans')).AdminPlansRoute);
const AdminAuditLogPage = lazyPart(async () => (await import('./routes/admin-audit-log')).AdminAuditLogRoute);
const ProjectPage = lazyPart(async () => (await import('./routes/project')).ProjectRoute);
const AdminPlaceholder = lazyPart(async () => (await import('./routes/admin-placeholder')).AdminPlaceholderRoute);

function StoreRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path={paths.home} element={<HomeRoute />} />
        <Route path={paths.designs} element={<DesignsPage />} />
        <Route path={paths.design} element={<DesignPage />} />
        <Route path={paths.cards} element={<CardsPage />} />
        <Route path={paths.cart} element={<CartPage />} />
        <Route path={paths.fail} element={<FailPage />} />
        <Route path={paths.signup} element={<SignupPage />} />
        <Route path={paths.userLogin} element={<UserLoginPage />} />
        <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
        <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
        <Route path={paths.verifyEmail} element={<VerifyEmailPage />} />
        <Route path={paths.eraseAccount} element={<EraseAccountPage />} />
        <Route path={paths.dashboard} element={<DashboardPage />} />
        <Route path={paths.userDashboard} element={<UserDashboardPage />} />
        <Route path={paths.contactUs} element={<ContactUsPage />} />
        <Route path={paths.privacyPolicy} element={<PrivacyPolicyPage />} />
        <Route path={paths.termsAndConditions} element={<TermsAndConditionsPage />} />
        <Route path={paths.termsAndRefundPolicy} element={<TermsAndRefundPolicyPage />} />
        <Route path={paths.privacyToUse} element={<PrivacyToUsePage />} />
        <Route path={paths.aboutUs} element={<AboutUsPage />} />
        <Route path={paths.career} element={<CareerPage />} />
        <Route path={paths.marketing} element={<MarketingPage />} />
        <Route path={paths.socials} element={<MarketingPage />} />
        <Route path={paths.checkout} element={<CheckoutPage />} />
        <Route path={paths.myOrders} element={<MyOrdersPage />} />
        <Route path={paths.myPlans} element={<MyPlansPage />} />
        <Route path={paths.project} element={<ProjectPage />} />
        <Route path={paths.formPage} element={<FormPage />} />
        <Route path={`${paths.formPage}/:sessionid`} element={<FormPage />} />
        <Route path={paths.success} element={<PaymentResponsePage />} />
        <Route path="/success" element={<PaymentResponsePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route path={paths.adminLogin} element={<AdminLoginPage />} />
      <Route path={paths.demoCheckout} element={<DemoCheckoutPage />} />
      <Route element={<AdminLayout />}>
        <Route path={paths.adminDashboard} element={<AdminDashboardPage />} />
        <Route path={paths.products} element={<AdminProductsPage />} />
        <Route path={paths.manageOrders} element={<AdminOrdersPage />} />
        <Route path={paths.adminUsers} element={<AdminUsersPage />} />
        <Route path={paths.adminSettings} element={<AdminSettingsPage />} />
        <Route path={paths.adminEnquiries} element={<AdminEnquiriesPage />} />
        <Route path={paths.adminEmails} element={<AdminEmailsPage />} />
        <Route path={paths.adminGst} element={<AdminGstPage />} />
        <Route path={paths.adminProjects} element={<AdminProjectsPage />} />
        <Route path={paths.adminPlans} element={<AdminPlansPage />} />
        <Route path={paths.adminAuditLog} element={<AdminAuditLogPage />} />
        <Route path={paths.adminUpload} element={<AdminPlaceholder title="Upload" />} />
        <Route path={paths.adminManageProducts} element={<AdminPlaceholder title="Manage products" />} />
      </Route>
    </Routes>
  );
}

/**
 * Tells the page's boot script (boot.ts) that the app now handles events. Part of the tree on the server
 * too, so both trees have the same shape (useId's ids depend on it); effects run only in the browser.
 */
function AnnounceStarted() {
  useEffect(() => {
    dispatchEvent(new Event(APP_STARTED_EVENT));
  }, []);
  return null;
}

/** Every page of the store under whichever router holds the location (browser or prerender). */
export function StorePages() {
  return (
    <>
      <ScrollToTop />
      <RouteErrorBoundary>
        <Suspense fallback={<PageLoading />}>
          <StoreRoutes />
        </Suspense>
      </RouteErrorBoundary>
      <AnnounceStarted />
    </>
  );
}
