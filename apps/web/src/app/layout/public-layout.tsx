import { memo, type ReactNode, Suspense, useState } from 'react';
import { useCartOpen } from '../../lib/cart-store';
import { useSession } from '../../lib/session';

// Its code (and the cart feature's) arrives when the cart is first opened.
const CartPanel = lazyPart(async () => (await import('../../features/cart')).CartPanel);

// Only admin sessions see it, so visitors never download it.
const AdminHeader = lazyPart(async () => (await import('./admin-header')).AdminHeader);

import { PageLoading } from '../../components/ui/page-loading';
import { useTranslation } from '../../i18n';
import { lazyPart } from '../../lib/lazy-part';
import { TOAST_WORDS_ATTRIBUTE } from '../../lib/toast';
import { LanguageOffer } from './language-offer';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The page itself, apart from the layout: the layout's own updates just after hydration (session, cart)
 * then do not reach a server-drawn page whose code is still loading, which React would draw afresh.
 */
const Page = memo(function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
});

/** Header, page, footer and the cart panel for every public page. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { token, admin } = useSession();
  const cartOpen = useCartOpen();
  const [cartUsed, setCartUsed] = useState(false);
  if (cartOpen && !cartUsed) setCartUsed(true);
  return (
    <div
      className="flex min-h-dvh flex-col"
      {...{ [TOAST_WORDS_ATTRIBUTE]: JSON.stringify([t('header.notifications'), t('header.closeNotification')]) }}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2"
      >
        {t('header.skipToContent')}
      </a>
      <LanguageOffer />
      {token && admin ? (
        <Suspense fallback={<div className="h-16 bg-slate-950" />}>
          <AdminHeader />
        </Suspense>
      ) : (
        <SiteHeader />
      )}
      {/* At least a screen tall: a page drawn in the browser grows as its data arrives, and the footer starts below the
          fold instead of being pushed down in view. */}
      <main id="main" className="min-h-dvh flex-1">
        <Page>{children}</Page>
      </main>
      <SiteFooter />
      {cartUsed ? (
        <Suspense fallback={null}>
          <CartPanel />
        </Suspense>
      ) : null}
    </div>
  );
}
