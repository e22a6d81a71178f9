import { Outlet, ScrollRestoration } from 'react-router';
import { CartPanel } from '../../features/cart';
import { useSession } from '../../lib/session';
import { AdminHeader } from './admin-header';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, page, footer and the cart panel for every public page. */
export function PublicLayout() {
  const { token, admin } = useSession();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      {token && admin ? <AdminHeader /> : <SiteHeader />}
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <CartPanel />
      <ScrollRestoration />
    </div>
  );
}
