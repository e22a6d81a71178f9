import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { login } from '../api/auth-calls';
import { useCompleteLogin } from '../use-complete-login';

/** Email and password login, used on /user-login and in the home-page dialog. */
export function LoginForm({ onDone }: { onDone?: () => void }) {
  const completeLogin = useCompleteLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    try {
      const session = await login({ email, password });
      onDone?.();
      completeLogin(session);
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.message ? failure.message : 'Failed to log in. Please try again.',
      );
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      <FormField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
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
      <p className="text-center text-sm text-slate-600">
        New here?{' '}
        <Link to={paths.signup} onClick={onDone} className="font-semibold text-brand-700 hover:underline">
          Create an account
        </Link>
      </p>
    </form>
  );
}
