import { PASSWORD_HINT, passwordResetConfirmSchema } from '@store/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { paths } from '../../../config/paths';
import { failureMessage } from '../../../lib/failure-message';
import { focusFirstInvalid, issuesByField, serverFieldErrors } from '../../../lib/field-errors';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { PasswordStrengthMeter } from './password-strength-meter';

type Outcome = { tone: 'error' | 'success'; text: string; linkUnusable?: boolean; aboutPassword?: boolean } | null;

/**
 * A new password for the account of the reset link's token, checked with the shared schema (the
 * server applies the full rule). An unusable link says why and offers a new one. Each problem is
 * said once: beside the field, or in the alert the field points to.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useRef<HTMLFormElement>(null);
  const alertId = useId();
  const confirm = useConfirmPasswordReset();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const parsed = passwordResetConfirmSchema.safeParse({ token, password });
    if (!parsed.success) {
      const fields = issuesByField(parsed.error.issues);
      if (fields.token) return setOutcome({ tone: 'error', text: fields.token, linkUnusable: true });
      setError(fields.password);
      return focusFirstInvalid(form.current);
    }
    try {
      const done = await confirm.mutateAsync(parsed.data);
      setOutcome({ tone: 'success', text: done.message });
      setPassword('');
    } catch (failed) {
      const fields = serverFieldErrors(failed);
      const text = failureMessage(failed, 'Something went wrong. Please try again.');
      const aboutPassword = fields.password === text;
      setError(aboutPassword ? undefined : fields.password);
      setOutcome({ tone: 'error', text, linkUnusable: Boolean(fields.token), aboutPassword });
    }
  };

  if (outcome?.tone === 'success') {
    return (
      <div className="space-y-4">
        <FormAlert tone="success">{outcome.text}</FormAlert>
        <Link
          to={paths.userLogin}
          className="block rounded-xl bg-brand-700 px-4 py-3 text-center font-semibold text-white hover:bg-brand-800"
        >
          Log in
        </Link>
      </div>
    );
  }
  return (
    <form ref={form} onSubmit={submit} noValidate className="space-y-4">
      {outcome ? (
        <div id={alertId}>
          <FormAlert tone="error">{outcome.text}</FormAlert>
        </div>
      ) : null}
      {outcome?.linkUnusable ? (
        <Link to={paths.forgotPassword} className="block text-sm font-semibold text-brand-700 hover:underline">
          Ask for a new link
        </Link>
      ) : null}
      <PasswordField
        label="New password"
        name="password"
        autoComplete="new-password"
        value={password}
        error={error}
        {...(outcome?.aboutPassword ? { 'aria-invalid': true as const, 'aria-describedby': alertId } : {})}
        onChange={(event) => {
          setPassword(event.target.value);
          setError(undefined);
          if (outcome?.aboutPassword) setOutcome(null);
        }}
      />
      <p className="-mt-2 text-xs text-slate-600">{PASSWORD_HINT}</p>
      <PasswordStrengthMeter password={password} owner={{}} refusalShown={Boolean(error || outcome?.aboutPassword)} />
      <SubmitButton disabled={!password || confirm.isPending}>
        {confirm.isPending ? 'Saving...' : 'Set new password'}
      </SubmitButton>
    </form>
  );
}
