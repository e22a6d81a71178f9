import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';
import { adminLogin } from '../api/auth-calls';

/** Username and Password; the server's message when no token comes back, else the spec's fallback. */
export function AdminLoginForm() {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    try {
      const { token, admin } = await adminLogin({ username, password });
      saveSession(token, admin, true);
      navigate(paths.adminDashboard, { replace: true });
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.status < 500 ? failure.message : 'Login failed. Please try again.',
      );
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      <FormField
        label="Username"
        name="username"
        autoComplete="username"
        required
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <FormField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <SubmitButton disabled={submitting}>{submitting ? 'Logging in...' : 'Login'}</SubmitButton>
    </form>
  );
}
