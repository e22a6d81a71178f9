import type { LoginResponse } from '@store/shared';
import { paths } from '../../config/paths';
import { useNavigate } from '../../lib/router';
import { sameOriginPath } from '../../lib/safe-navigation';
import { saveSession } from '../../lib/session';

/** Where the visitor was going before being asked to log in (redirectAfterLogin), read once. */
export function takeRedirectTarget(): string | undefined {
  const stored = localStorage.getItem('redirectAfterLogin');
  localStorage.removeItem('redirectAfterLogin');
  // A path only: `//host` would leave the site through the router's location.assign fallback.
  return stored ? sameOriginPath(stored) : undefined;
}

/** Stores the session (record chosen by isAdmin) and goes to redirectAfterLogin, else home. */
export function useCompleteLogin() {
  const navigate = useNavigate();
  return ({ token, user }: LoginResponse) => {
    saveSession(token, user, user.isAdmin);
    const target = takeRedirectTarget();
    navigate(user.isAdmin ? paths.adminDashboard : (target ?? paths.home), { replace: true });
  };
}
