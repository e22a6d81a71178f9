import type { LoginResponse } from '@store/shared';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { saveSession } from '../../lib/session';

/** Stores the session (record chosen by isAdmin) and goes to redirectAfterLogin, else home. */
export function useCompleteLogin() {
  const navigate = useNavigate();
  return ({ token, user }: LoginResponse) => {
    saveSession(token, user, user.isAdmin);
    const target = localStorage.getItem('redirectAfterLogin');
    localStorage.removeItem('redirectAfterLogin');
    navigate(user.isAdmin ? paths.adminDashboard : target?.startsWith('/') ? target : paths.home, {
      replace: true,
    });
  };
}
