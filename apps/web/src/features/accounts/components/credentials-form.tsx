import { type FormEvent, type ReactNode, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { PasswordField } from '../../../components/ui/password-field';
import { SubmitButton } from '../../../components/ui/submit-button';

interface CredentialsFormProps {
  /** The account field: Email (customers) or Username (admins). */
  account: { label: string; name: string; type: 'email' | 'text'; autoComplete: string };
  /** Logs in; a thrown error's message (from `errorMessage`) is shown. */
  onSubmit: (account: string, password: string) => Promise<void>;
  errorMessage: (failure: unknown) => string;
  /** The account field's first value (the email just signed up with). */
  initialAccount?: string;
  children?: ReactNode;
}

/**
 * An account field, a password and Login ('Logging in...' while submitting), with the failure shown
 * above until either field is edited.
 */
export function CredentialsForm({
  account,
  onSubmit,
  errorMessage,
  initialAccount = '',
  children,
}: CredentialsFormProps) {
  const [accountValue, setAccountValue] = useState(initialAccount);
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    try {
      await onSubmit(accountValue, password);
    } catch (failure) {
      setError(errorMessage(failure));
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      <FormField
        label={account.label}
        type={account.type}
        name={account.name}
        autoComplete={account.autoComplete}
        required
        value={accountValue}
        onChange={(event) => {
          setAccountValue(event.target.value);
          setError(null);
        }}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setError(null);
        }}
      />
      <SubmitButton disabled={submitting}>{submitting ? 'Logging in...' : 'Login'}</SubmitButton>
      {children}
    </form>
  );
}
