import { type ReactNode, useEffect, useState } from 'react';
import { paths } from '../config/paths';
import { Navigate, useLocation, useNavigate } from '../lib/router';
import { getSession, useSession } from '../lib/session';

/** Customer pages: without a customer session, remember the page and go to login. */
export function RequireCustomer({ children }: { children: ReactNode }) {
  const { token, user, loggedOut } = useSession();
  const location = useLocation();
  if (token && user) return children;
  if (loggedOut) return <Navigate to={paths.home} replace />;
  localStorage.setItem('redirectAfterLogin', `${location.pathname}${location.search}`);
  return <Navigate to={paths.userLogin} replace />;
}

/**
 * /formpage: back from the payment provider without a customer session (another device, a login that
 * ended), the order's result by its number instead of a login; otherwise as RequireCustomer.
 */
export function RequireCustomerOrPaymentReturn({ children }: { children: ReactNode }) {
  const { token, user } = useSession();
  const orderNumber = new URLSearchParams(useLocation().search).get('order_id');
  if (!(token && user) && orderNumber) {
    return <Navigate to={`${paths.success}?${new URLSearchParams({ order_id: orderNumber })}`} replace />;
  }
  return <RequireCustomer>{children}</RequireCustomer>;
}

/** Admin pages: without an admin session, go to the admin login. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { token, admin, loggedOut } = useSession();
  if (token && admin) return children;
  if (loggedOut) return <Navigate to={paths.home} replace />;
  return <Navigate to={paths.adminLogin} replace />;
}

/**
 * Login pages: arriving with a session already goes where it belongs instead. Judged once on arrival, from the
 * stored session (a login page drawn on the server is hydrated logged out first), so a login made on this page
 * leads where the form sends it.
 */
export function RedirectIfLoggedIn({ as, children }: { as: 'user' | 'admin'; children: ReactNode }) {
  const navigate = useNavigate();
  const [arrivedWith] = useState(getSession);
  useEffect(() => {
    const { token, user, admin } = arrivedWith;
    if (as === 'user' && token && user) navigate(paths.home, { replace: true });
    if (as === 'admin' && token && admin) navigate(paths.adminDashboard, { replace: true });
  }, [as, arrivedWith, navigate]);
  return children;
}
