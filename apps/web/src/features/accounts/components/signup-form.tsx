import { PASSWORD_HINT, signupInputSchema } from '@store/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { PasswordField } from '../../../components/ui/password-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { focusFirstInvalid, issuesByField, serverFieldErrors } from '../../../lib/field-errors';
import { notify } from '../../../lib/notify';
import { saveSession } from '../../../lib/session';
import { login, signup } from '../api/auth-calls';
import { takeRedirectTarget } from '../use-complete-login';
import { PasswordStrengthMeter } from './password-strength-meter';
import { SignupDone, verificationSentLine } from './signup-done';

const empty = { name: '', email: '', password: '' };
type Field = keyof typeof empty;
type Done = { email: string; loggedIn: boolean } | null;

const ONLY_SPACES = 'Name cannot be only spaces: type your name to sign up';

/**
 * Name, Email and Password, checked with the shared sign-up schema before sending; submit stays
 * disabled while any is empty or while submitting. Once the account exists the customer is logged
 * in with the same details and goes on to redirectAfterLogin, or stays here with the next step.
 * Each problem is said once: beside its field, or (the server's words, as the spec shows them)
 * in the alert the field points to.
 */
export function SignupForm() {
  const navigate = useNavigate();
  const [fields, setFields] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refused, setRefused] = useState<{ text: string; field?: Field } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<Done>(null);
  const form = useRef<HTMLFormElement>(null);
  const alertId = useId();
  const onlySpaces = fields.name !== '' && !fields.name.trim();
  const incomplete = !fields.name.trim() || !fields.email.trim() || !fields.password;

  const field = (key: Field) => {
    const pointedAt = refused?.field === key;
    return {
      name: key,
      value: fields[key],
      error: errors[key] ?? (key === 'name' && onlySpaces ? ONLY_SPACES : undefined),
      ...(pointedAt ? { 'aria-invalid': true as const, 'aria-describedby': alertId } : {}),
      onChange: (event: { target: { value: string } }) => {
        setFields((current) => ({ ...current, [key]: event.target.value }));
        setErrors((current) => ({ ...current, [key]: undefined }));
        if (pointedAt) setRefused(null);
      },
    };
  };

  const continueLoggedIn = async (email: string, password: string): Promise<boolean> => {
    const session = await login({ email, password }).catch(() => undefined);
    if (!session) return false;
    saveSession(session.token, session.user, session.user.isAdmin);
    const target = takeRedirectTarget();
    if (!target) return true;
    void notify('success', `Account created successfully! ${verificationSentLine(email)}`);
    navigate(target, { replace: true });
    return true;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    if (incomplete) {
      setRefused({ text: 'Please fill in all fields' });
      return;
    }
    setRefused(null);
    const parsed = signupInputSchema.safeParse(fields);
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error.issues));
      return focusFirstInvalid(form.current);
    }
    setSubmitting(true);
    try {
      // What was typed is sent: the server trims and checks it again.
      await signup(fields);
      const email = fields.email.trim();
      const loggedIn = await continueLoggedIn(email, fields.password);
      setDone({ email, loggedIn });
      setFields(empty);
    } catch (failure) {
      const fromServer = failure instanceof ApiError && failure.status < 500;
      const text = fromServer ? failure.message : 'Something went wrong. Please try again.';
      const beside = Object.entries(serverFieldErrors(failure));
      const about = beside.find(([, message]) => message === text)?.[0] as Field | undefined;
      setErrors(Object.fromEntries(beside.filter(([key]) => key !== about)));
      setRefused({ text, field: about });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form ref={form} onSubmit={submit} noValidate className="space-y-4">
      {refused ? (
        <div id={alertId}>
          <FormAlert tone="error">{refused.text}</FormAlert>
        </div>
      ) : null}
      {done ? <SignupDone {...done} /> : null}
      <FormField label="Name" autoComplete="name" {...field('name')} />
      <FormField label="Email" type="email" autoComplete="email" {...field('email')} />
      <PasswordField label="Password" autoComplete="new-password" {...field('password')} />
      <p className="-mt-2 text-xs text-slate-600">{PASSWORD_HINT}</p>
      <PasswordStrengthMeter
        password={fields.password}
        owner={{ email: fields.email, name: fields.name }}
        refusalShown={Boolean(errors.password) || refused?.field === 'password'}
      />
      <SubmitButton disabled={incomplete || submitting}>{submitting ? 'Signing up...' : 'Sign Up'}</SubmitButton>
      {done ? null : (
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
