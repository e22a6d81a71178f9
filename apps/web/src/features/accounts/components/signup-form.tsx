import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { signup } from '../api/auth-calls';
import { PasswordStrengthMeter } from './password-strength-meter';

const empty = { name: '', email: '', password: '' };
type Outcome = { tone: 'error' | 'success'; text: string; email?: string } | null;

/** Name, Email and Password; submit stays disabled while any is empty or while submitting. */
export function SignupForm() {
  const [fields, setFields] = useState(empty);
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const incomplete = !fields.name.trim() || !fields.email.trim() || !fields.password;

  const update = (key: keyof typeof empty) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [key]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (incomplete) {
      setOutcome({ tone: 'error', text: 'Please fill in all fields' });
      return;
    }
    setSubmitting(true);
    setOutcome(null);
    try {
      await signup({ name: fields.name, email: fields.email, password: fields.password });
      setOutcome({ tone: 'success', text: 'Account created successfully!', email: fields.email.trim() });
      setFields(empty);
    } catch (failure) {
      const text =
        failure instanceof ApiError && failure.status < 500
          ? failure.message
          : 'Something went wrong. Please try again.';
      setOutcome({ tone: 'error', text });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {outcome ? <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert> : null}
      {outcome?.email ? (
        <Link
          to={paths.userLogin}
          state={{ email: outcome.email }}
          className="block rounded-xl bg-brand-700 px-4 py-3 text-center font-semibold text-white hover:bg-brand-800"
        >
          Log in
        </Link>
      ) : null}
      <FormField label="Name" name="name" autoComplete="name" value={fields.name} onChange={update('name')} />
      <FormField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={fields.email}
        onChange={update('email')}
      />
      <FormField
        label="Password"
        type="password"
        name="password"
        autoComplete="new-password"
        value={fields.password}
        onChange={update('password')}
      />
      <p className="-mt-2 text-xs text-slate-600">At least 8 characters.</p>
      <PasswordStrengthMeter password={fields.password} owner={{ email: fields.email, name: fields.name }} />
      <SubmitButton disabled={incomplete || submitting}>{submitting ? 'Signing up...' : 'Sign Up'}</SubmitButton>
      {outcome?.email ? null : (
        <p className="text-center text-sm text-slate-600">
          Already have an account?{' '}
          <Link to={paths.userLogin} className="font-semibold text-brand-700 hover:underline">
            Log in
          </Link>
        </p>
      )}
    </form>
  );
}
