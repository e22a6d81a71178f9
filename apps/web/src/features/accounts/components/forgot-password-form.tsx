import { passwordResetRequestSchema } from '@store/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { paths } from '../../../config/paths';
import { failureMessage } from '../../../lib/failure-message';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useRequestPasswordReset } from '../api/request-password-reset';

/**
 * The email to send a reset link to, checked with the shared schema. The answer is the server's
 * one message, the same whether or not an account has this email.
 */
export function ForgotPasswordForm() {
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const request = useRequestPasswordReset();
  const form = useSchemaForm({
    initial: { email: '' },
    schema: passwordResetRequestSchema,
    beforeSubmit: () => void setFailure(null),
    onValid: async (data) => setSent((await request.mutateAsync(data)).message),
    onFailure: (failed, serverFields) => {
      setFailure(failureMessage(failed, 'Something went wrong. Please try again.'));
      return { email: serverFields.email };
    },
    onEdit: () => setFailure(null),
  });

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
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate className="space-y-4">
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      <FormField label="Email" type="email" autoComplete="email" maxLength={254} {...form.field('email')} />
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
