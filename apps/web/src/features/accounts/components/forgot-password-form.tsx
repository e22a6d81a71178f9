import { passwordResetRequestSchema } from '@store/shared';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { paths } from '../../../config/paths';
import { failureMessage } from '../../../lib/failure-message';
import { focusFirstInvalid, issuesByField, serverFieldErrors } from '../../../lib/field-errors';
import { useRequestPasswordReset } from '../api/request-password-reset';

/**
 * The email to send a reset link to, checked with the shared schema. The answer is the server's
 * one message, the same whether or not an account has this email.
 */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const request = useRequestPasswordReset();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = passwordResetRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(issuesByField(parsed.error.issues).email);
      return focusFirstInvalid(form.current);
    }
    try {
      setSent((await request.mutateAsync(parsed.data)).message);
    } catch (failed) {
      setError(serverFieldErrors(failed).email);
      setFailure(failureMessage(failed, 'Something went wrong. Please try again.'));
    }
  };

  if (sent) {
    return (
      <div className="space-y-4">
        <FormAlert tone="success">{sent}</FormAlert>
        <p className="text-center text-sm text-slate-600">
          <Link to={paths.userLogin} className="font-semibold text-brand-700 hover:underline">
            Back to login
          </Link>
        </p>
      </div>
    );
  }
  return (
    <form ref={form} onSubmit={submit} noValidate className="space-y-4">
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      <FormField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        maxLength={254}
        value={email}
        error={error}
        onChange={(event) => {
          setEmail(event.target.value);
          setError(undefined);
          setFailure(null);
        }}
      />
      <SubmitButton disabled={request.isPending}>{request.isPending ? 'Sending...' : 'Send reset link'}</SubmitButton>
      <p className="text-center text-sm text-slate-600">
        Remembered it?{' '}
        <Link to={paths.userLogin} className="font-semibold text-brand-700 hover:underline">
          Log in
        </Link>
      </p>
    </form>
  );
}
