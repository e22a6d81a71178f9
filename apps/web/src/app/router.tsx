import type { ComponentType, ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PublicLayout } from '../components/layout/public-layout';
import { paths } from '../config/paths';
import { useDocumentTitle } from '../lib/use-document-title';
import { RequireCustomer } from './guards';
import { HomeRoute } from './routes/home';
import { RouteError } from './routes/route-error';

/** Wraps a page that does not set its own tab title. */
function titled(title: string, Page: ComponentType): ComponentType {
  return function TitledPage() {
    useDocumentTitle(title);
    return <Page />;
  };
}

function customerOnly(Page: ComponentType): ComponentType {
  return function CustomerPage(): ReactNode {
    return (
      <RequireCustomer>
        <Page />
      </RequireCustomer>
    );
  };
}

const page = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  lazy: async () => ({ Component: await load() }),
});

const contentPage = (path: string, title: string, name: keyof typeof import('../features/content')): RouteObject =>
  page(path, async () => titled(title, (await import('../features/content'))[name]));

const adminPage = (path: string, title: string, load?: () => Promise<ComponentType>): RouteObject => ({
  path,
  handle: { title },
  lazy: async () => ({
    Component: load ? await load() : (await import('./routes/admin-placeholder')).AdminPlaceholderRoute,
  }),
});

const formPage = async () => customerOnly((await import('./routes/form-page')).FormPageRoute);
const paymentResponse = async () => (await import('./routes/payment-response')).PaymentResponseRoute;
const userDashboard = async () => customerOnly((await import('./routes/user-dashboard')).UserDashboardRoute);

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.home, Component: HomeRoute },
      page(paths.designs, async () => (await import('./routes/designs')).DesignsRoute),
      page(paths.cards, async () => (await import('./routes/cards')).CardsRoute),
      page(paths.cart, async () => (await import('./routes/cart')).CartRoute),
      page(paths.fail, async () => (await import('./routes/fail')).FailRoute),
      page(paths.signup, async () => (await import('./routes/signup')).SignupRoute),
      page(paths.userLogin, async () => (await import('./routes/user-login')).UserLoginRoute),
      page(paths.dashboard, userDashboard),
      page(paths.userDashboard, userDashboard),
      contentPage(paths.contactUs, 'Contact us', 'ContactUsPage'),
      contentPage(paths.privacyPolicy, 'Privacy policy', 'PrivacyPolicyPage'),
      contentPage(paths.termsAndConditions, 'Terms and conditions', 'TermsAndConditionsPage'),
      contentPage(paths.termsAndRefundPolicy, 'Terms and refund policy', 'TermsAndRefundPolicyPage'),
      contentPage(paths.privacyToUse, 'Privacy of Use', 'PrivacyToUsePage'),
      contentPage(paths.aboutUs, 'About us', 'AboutUsPage'),
      contentPage(paths.career, 'Careers', 'CareerPage'),
      contentPage(paths.marketing, 'Digital Marketing', 'MarketingPage'),
      contentPage(paths.socials, 'Digital Marketing', 'MarketingPage'),
      page(paths.checkout, async () => customerOnly((await import('./routes/checkout')).CheckoutRoute)),
      page(paths.myOrders, async () => customerOnly((await import('./routes/my-orders')).MyOrdersRoute)),
      page(paths.formPage, formPage),
      page(`${paths.formPage}/:sessionid`, formPage),
      page(paths.success, paymentResponse),
      page('/success', paymentResponse),
      page('*', async () => (await import('./routes/not-found')).NotFoundRoute),
    ],
  },
  page(paths.adminLogin, async () => (await import('./routes/admin-login')).AdminLoginRoute),
  page(
    '/demo-checkout/:sessionId',
    async () => (await import('../features/demo-checkout/demo-checkout-page')).DemoCheckoutPage,
  ),
  {
    lazy: async () => ({ Component: (await import('../components/layout/admin-layout')).AdminLayout }),
    errorElement: <RouteError />,
    children: [
      adminPage(
        paths.adminDashboard,
        'Admin dashboard',
        async () => (await import('./routes/admin-dashboard')).AdminDashboardRoute,
      ),
      adminPage(
        paths.products,
        'Manage Products',
        async () => (await import('./routes/admin-products')).AdminProductsRoute,
      ),
      adminPage(
        paths.manageOrders,
        'ManageOrders',
        async () => (await import('./routes/admin-orders')).AdminOrdersRoute,
      ),
      adminPage(paths.adminUsers, 'Manage Users', async () => (await import('./routes/admin-users')).AdminUsersRoute),
      adminPage(paths.adminUpload, 'Upload'),
      adminPage(paths.adminManageProducts, 'Manage products'),
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
