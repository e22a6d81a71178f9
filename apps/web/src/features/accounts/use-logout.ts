import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { clearSession } from '../../lib/session';
import { logoutOnServer } from './api/auth-calls';

/** Logout clears both records and goes to the home page. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    await logoutOnServer();
    clearSession(true);
    queryClient.clear();
    await navigate(paths.home);
  };
}
