import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PublicLayout } from '../components/layout/public-layout';
import { paths } from '../config/paths';
import { useDocumentTitle } from '../lib/use-document-title';
import { HomeRoute } from './routes/home';
import { RouteError } from './routes/route-error';

/** Wraps a page that does not set its own tab title. */
function titled(title: string, Page: ComponentType): ComponentType {
  return function TitledPage() {
    useDocumentTitle(title);
    return <Page />;
  };
}

const contentPage = (path: string, title: string, name: keyof typeof import('../features/content')): RouteObject => ({
  path,
  lazy: async () => ({ Component: titled(title, (await import('../features/content'))[name]) }),
});

const comingSoon = (path: string, title: string): RouteObject => ({
  path,
  handle: { title },
  lazy: async () => ({ Component: (await import('./routes/coming-soon')).ComingSoonRoute }),
});

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.home, Component: HomeRoute },
      { path: paths.designs, lazy: async () => ({ Component: (await import('./routes/designs')).DesignsRoute }) },
      { path: paths.cards, lazy: async () => ({ Component: (await import('./routes/cards')).CardsRoute }) },
      { path: paths.cart, lazy: async () => ({ Component: (await import('./routes/cart')).CartRoute }) },
      { path: paths.fail, lazy: async () => ({ Component: (await import('./routes/fail')).FailRoute }) },
      contentPage(paths.contactUs, 'Contact us', 'ContactUsPage'),
      contentPage(paths.privacyPolicy, 'Privacy policy', 'PrivacyPolicyPage'),
      contentPage(paths.termsAndConditions, 'Terms and conditions', 'TermsAndConditionsPage'),
      contentPage(paths.termsAndRefundPolicy, 'Terms and refund policy', 'TermsAndRefundPolicyPage'),
      contentPage(paths.privacyToUse, 'Privacy of Use', 'PrivacyToUsePage'),
      contentPage(paths.aboutUs, 'About us', 'AboutUsPage'),
      contentPage(paths.career, 'Careers', 'CareerPage'),
      contentPage(paths.marketing, 'Digital Marketing', 'MarketingPage'),
      contentPage(paths.socials, 'Digital Marketing', 'MarketingPage'),
      comingSoon(paths.signup, 'Sign up'),
      comingSoon(paths.userLogin, 'Login'),
      comingSoon(paths.checkout, 'Checkout'),
      comingSoon(paths.success, 'Payment status'),
      comingSoon('/success', 'Payment status'),
      comingSoon(paths.dashboard, 'Dashboard'),
      comingSoon(paths.userDashboard, 'Dashboard'),
      comingSoon(paths.myOrders, 'My orders'),
      comingSoon(paths.formPage, 'Payment'),
      comingSoon(`${paths.formPage}/:sessionid`, 'Payment'),
      comingSoon(paths.adminLogin, 'Admin login'),
      { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
