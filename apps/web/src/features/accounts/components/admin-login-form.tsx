import { adminLoginInputSchema } from '@store/shared';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useNavigate } from '../../../lib/router';
import { saveSession } from '../../../lib/session';
import { adminLogin } from '../api/auth-calls';
import { CredentialsForm } from './credentials-form';

/** Username and Password; the server's message when no token comes back, else the spec's fallback. */
export function AdminLoginForm() {
  const navigate = useNavigate();
  return (
    <CredentialsForm
      account={{ label: 'Username', name: 'username', type: 'text', autoComplete: 'username' }}
      schema={adminLoginInputSchema}
      onSubmit={async (username, password) => {
        const { token, admin } = await adminLogin({ username, password });
        saveSession(token, admin, true);
        navigate(paths.adminDashboard, { replace: true });
      }}
      errorMessage={(failure) =>
        failure instanceof ApiError && failure.status < 500 ? failure.message : 'Login failed. Please try again.'
      }
    />
  );
}
