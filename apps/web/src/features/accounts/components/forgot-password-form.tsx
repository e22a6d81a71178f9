import { passwordResetRequestSchema } from '@store/shared';
import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { paths } from '../../../config/paths';
import { messageIn, useLanguage, useTranslation } from '../../../i18n';
import { failureMessage } from '../../../lib/failure-message';
import { Link } from '../../../lib/router';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useRequestPasswordReset } from '../api/request-password-reset';

/**
 * The email to send a reset link to, checked with the shared schema. The answer is the server's
 * one message, the same whether or not an account has this email.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const request = useRequestPasswordReset();
  const form = useSchemaForm({
    initial: { email: '' },
    schema: passwordResetRequestSchema,
    beforeSubmit: () => void setFailure(null),
    onValid: async (data) => setSent((await request.mutateAsync(data)).message),
    onFailure: (failed, serverFields) => {
      setFailure(failureMessage(failed, t('passwordReset.failed')));
      return { email: serverFields.email };
    },
    onEdit: () => setFailure(null),
  });

  if (sent) {
    return (
      <div className="space-y-4">
        <FormAlert tone="success">{messageIn(language, sent)}</FormAlert>
        <p className="text-center text-sm text-slate-600">
          <Link to={paths.userLogin} className="font-semibold text-brand-700 hover:underline">
            {t('passwordReset.backToLogin')}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate className="space-y-4">
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      <FormField
        label={t('passwordReset.email')}
        type="email"
        autoComplete="email"
        maxLength={254}
        {...form.field('email')}
      />
      <SubmitButton disabled={request.isPending}>
        {request.isPending ? t('passwordReset.sending') : t('passwordReset.send')}
      </SubmitButton>
      <p className="text-center text-sm text-slate-600">
        {t('passwordReset.remembered')}{' '}
        <Link to={paths.userLogin} className="font-semibold text-brand-700 hover:underline">
          {t('passwordReset.logIn')}
        </Link>
      </p>
    </form>
  );
}
