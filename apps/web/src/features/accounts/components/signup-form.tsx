import { PASSWORD_HINT, signupInputSchema } from '@store/shared';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { focusFirstInvalid, issuesByField, serverFieldErrors } from '../../../lib/field-errors';
import { signup } from '../api/auth-calls';
import { PasswordStrengthMeter } from './password-strength-meter';

const empty = { name: '', email: '', password: '' };
type Field = keyof typeof empty;
type Outcome = { tone: 'error' | 'success'; text: string; email?: string } | null;

/**
 * Name, Email and Password, checked with the shared sign-up schema before sending; submit stays
 * disabled while any is empty or while submitting. The server's refusal is shown as the spec's
 * error text, and beside the field it is about.
 */
export function SignupForm() {
  const [fields, setFields] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useRef<HTMLFormElement>(null);
  const incomplete = !fields.name.trim() || !fields.email.trim() || !fields.password;

  const field = (key: Field) => ({
    name: key,
    value: fields[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => {
      setFields((current) => ({ ...current, [key]: event.target.value }));
      setErrors((current) => ({ ...current, [key]: undefined }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (incomplete) {
      setOutcome({ tone: 'error', text: 'Please fill in all fields' });
      return;
    }
    setOutcome(null);
    const parsed = signupInputSchema.safeParse(fields);
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error.issues));
      return focusFirstInvalid(form.current);
    }
    setSubmitting(true);
    try {
      // What was typed is sent: the server trims and checks it again.
      await signup(fields);
      setOutcome({ tone: 'success', text: 'Account created successfully!', email: fields.email.trim() });
      setFields(empty);
    } catch (failure) {
      setErrors(serverFieldErrors(failure));
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
    <form ref={form} onSubmit={submit} noValidate className="space-y-4">
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
      <FormField label="Name" autoComplete="name" {...field('name')} />
      <FormField label="Email" type="email" autoComplete="email" {...field('email')} />
      <FormField label="Password" type="password" autoComplete="new-password" {...field('password')} />
      <p className="-mt-2 text-xs text-slate-600">{PASSWORD_HINT}</p>
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
