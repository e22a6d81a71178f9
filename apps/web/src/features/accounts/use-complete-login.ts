import type { LoginResponse } from '@store/shared';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { sameOriginPath } from '../../lib/safe-navigation';
import { saveSession } from '../../lib/session';

/** Stores the session (record chosen by isAdmin) and goes to redirectAfterLogin, else home. */
export function useCompleteLogin() {
  const navigate = useNavigate();
  return ({ token, user }: LoginResponse) => {
    saveSession(token, user, user.isAdmin);
    const stored = localStorage.getItem('redirectAfterLogin');
    localStorage.removeItem('redirectAfterLogin');
    // A path only: `//host` would leave the site through the router's location.assign fallback.
    const target = stored ? sameOriginPath(stored) : undefined;
    navigate(user.isAdmin ? paths.adminDashboard : (target ?? paths.home), { replace: true });
  };
}
