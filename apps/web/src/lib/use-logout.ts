import { useQueryClient } from '@tanstack/react-query';
import { paths } from '../config/paths';
import { apiRequest } from './api-client';
import { useNavigate } from './router';
import { clearSession } from './session';
import { startUpSchema } from './start-up-schema';

/** Revokes the token on the server; the browser session is cleared whatever the answer. */
const logoutOnServer = async () => {
  await apiRequest('/logout', { method: 'POST', auth: true, schema: startUpSchema('messageResponseSchema') }).catch(
    () => undefined,
  );
};

/** Logout revokes the token, clears both records and goes to the home page (every page's header offers it). */
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
