import { type ComponentType, type ReactNode, Suspense, useEffect } from 'react';
import { PageLoading } from '../components/ui/page-loading';
import { paths } from '../config/paths';
import type * as contentPages from '../features/content';
import { APP_STARTED_EVENT } from '../lib/app-boot';
import { lazyPart } from '../lib/lazy-part';
import { Route, Switch } from '../lib/router';
import { RequireCustomer, RequireCustomerOrPaymentReturn } from './guards';
import { PublicLayout } from './layout/public-layout';
import { HomeRoute } from './routes/home';
import { RouteErrorBoundary } from './routes/route-error';
import { ScrollToTop } from './scroll-to-top';

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
const AdminUploadPage = () => <AdminPlaceholder title="Upload" />;
const AdminManageProductsPage = () => <AdminPlaceholder title="Manage products" />;

type PageRoute = [path: string, page: ComponentType];

/** The pages in the public layout (header, footer, cart panel); any other address is Not Found there. */
const PUBLIC_PAGES: PageRoute[] = [
  [paths.home, HomeRoute],
  [paths.designs, DesignsPage],
  [paths.design, DesignPage],
  [paths.cards, CardsPage],
  [paths.cart, CartPage],
  [paths.fail, FailPage],
  [paths.signup, SignupPage],
  [paths.userLogin, UserLoginPage],
  [paths.forgotPassword, ForgotPasswordPage],
  [paths.resetPassword, ResetPasswordPage],
  [paths.verifyEmail, VerifyEmailPage],
  [paths.eraseAccount, EraseAccountPage],
  [paths.dashboard, DashboardPage],
  [paths.userDashboard, UserDashboardPage],
  [paths.contactUs, ContactUsPage],
  [paths.privacyPolicy, PrivacyPolicyPage],
  [paths.termsAndConditions, TermsAndConditionsPage],
  [paths.termsAndRefundPolicy, TermsAndRefundPolicyPage],
  [paths.privacyToUse, PrivacyToUsePage],
  [paths.aboutUs, AboutUsPage],
  [paths.career, CareerPage],
  [paths.marketing, MarketingPage],
  [paths.socials, MarketingPage],
  [paths.checkout, CheckoutPage],
  [paths.myOrders, MyOrdersPage],
  [paths.myPlans, MyPlansPage],
  [paths.project, ProjectPage],
  [paths.formPage, FormPage],
  [`${paths.formPage}/:sessionid`, FormPage],
  [paths.success, PaymentResponsePage],
  ['/success', PaymentResponsePage],
];

/** The back office's pages, in the admin layout. */
const ADMIN_PAGES: PageRoute[] = [
  [paths.adminDashboard, AdminDashboardPage],
  [paths.products, AdminProductsPage],
  [paths.manageOrders, AdminOrdersPage],
  [paths.adminUsers, AdminUsersPage],
  [paths.adminSettings, AdminSettingsPage],
  [paths.adminEnquiries, AdminEnquiriesPage],
  [paths.adminEmails, AdminEmailsPage],
  [paths.adminGst, AdminGstPage],
  [paths.adminProjects, AdminProjectsPage],
  [paths.adminPlans, AdminPlansPage],
  [paths.adminAuditLog, AdminAuditLogPage],
  [paths.adminUpload, AdminUploadPage],
  [paths.adminManageProducts, AdminManageProductsPage],
];

/** Every address the app draws, by the layout it is drawn in (the back office's sign-in page with its layout). */
export const pageAddresses = {
  public: PUBLIC_PAGES.map(([path]) => path),
  backOffice: [paths.adminLogin, ...ADMIN_PAGES.map(([path]) => path)],
};

const escapeForPattern = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Any back-office page's address, matched as its own route is: without case, a trailing slash allowed. */
const ADMIN_ADDRESS = new RegExp(`^(?:${ADMIN_PAGES.map(([path]) => escapeForPattern(path)).join('|')})/?$`, 'i');

/**
 * The first of `pages` whose path matches the address, or `otherwise`. A page's routes share a key, so moving
 * between two addresses of one page (`/marketing` and `/socials`) keeps it mounted with its state.
 */
function PageAt({ pages, otherwise }: { pages: PageRoute[]; otherwise?: ReactNode }) {
  return (
    <Switch>
      {pages.map(([path, Page]) => (
        <Route key={pages.findIndex(([, other]) => other === Page)} path={path}>
          <Page />
        </Route>
      ))}
      {otherwise ? <Route>{otherwise}</Route> : null}
    </Switch>
  );
}

// A layout is the same element from one of its pages to the next, so it stays mounted and only the page changes.
function StoreRoutes() {
  return (
    <Switch>
      <Route path={paths.adminLogin}>
        <AdminLoginPage />
      </Route>
      <Route path={paths.demoCheckout}>
        <DemoCheckoutPage />
      </Route>
      <Route path={ADMIN_ADDRESS}>
        <AdminLayout>
          <PageAt pages={ADMIN_PAGES} />
        </AdminLayout>
      </Route>
      <Route>
        <PublicLayout>
          <PageAt pages={PUBLIC_PAGES} otherwise={<NotFoundPage />} />
        </PublicLayout>
      </Route>
    </Switch>
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
