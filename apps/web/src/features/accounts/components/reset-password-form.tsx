import { MIN_PASSWORD_LENGTH, passwordResetConfirmSchema } from '@store/shared';
import { useId, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { paths } from '../../../config/paths';
import { messageIn, useLanguage, useTranslation } from '../../../i18n';
import { failureMessage } from '../../../lib/failure-message';
import { Link } from '../../../lib/router';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { PasswordStrengthMeter } from './password-strength-meter';

type Outcome = { tone: 'error' | 'success'; text: string; linkUnusable?: boolean; aboutPassword?: boolean } | null;

/**
 * A new password for the account of the reset link's token, checked with the shared schema (the
 * server applies the full rule). An unusable link says why and offers a new one. Each problem is
 * said once: beside the field, or in the alert the field points to.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const alertId = useId();
  const confirm = useConfirmPasswordReset();
  const form = useSchemaForm({
    initial: { password: '' },
    schema: passwordResetConfirmSchema,
    toInput: ({ password }) => ({ token, password }),
    beforeSubmit: () => void setOutcome(null),
    onInvalid: (fields) => {
      if (!fields.token) return undefined;
      setOutcome({ tone: 'error', text: fields.token, linkUnusable: true });
      return false;
    },
    onValid: async (data) => {
      const done = await confirm.mutateAsync(data);
      setOutcome({ tone: 'success', text: done.message });
      form.setValues({ password: '' });
    },
    onFailure: (failed, fields) => {
      const text = failureMessage(failed, t('passwordReset.failed'));
      const aboutPassword = fields.password === text;
      setOutcome({ tone: 'error', text, linkUnusable: Boolean(fields.token), aboutPassword });
      return { password: aboutPassword ? undefined : fields.password };
    },
    onEdit: () => {
      if (outcome?.aboutPassword) setOutcome(null);
    },
  });
  const password = form.values.password;
  const error = form.errors.password;

  if (outcome?.tone === 'success') {
    return (
      <div className="space-y-4">
        <FormAlert tone="success">{messageIn(language, outcome.text)}</FormAlert>
        <Link
          to={paths.userLogin}
          className="block rounded-xl bg-brand-700 px-4 py-3 text-center font-semibold text-white hover:bg-brand-800"
        >
          {t('passwordReset.logIn')}
        </Link>
      </div>
    );
  }
  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate className="space-y-4">
      {outcome ? (
        <div id={alertId}>
          <FormAlert tone="error">{messageIn(language, outcome.text)}</FormAlert>
        </div>
      ) : null}
      {outcome?.linkUnusable ? (
        <Link to={paths.forgotPassword} className="block text-sm font-semibold text-brand-700 hover:underline">
          {t('passwordReset.askNewLink')}
        </Link>
      ) : null}
      <PasswordField
        label={t('passwordReset.newPassword')}
        autoComplete="new-password"
        {...form.field('password')}
        {...(outcome?.aboutPassword ? { 'aria-invalid': true as const, 'aria-describedby': alertId } : {})}
      />
      <p className="-mt-2 text-xs text-slate-600">{t('passwordReset.hint', { count: MIN_PASSWORD_LENGTH })}</p>
      <PasswordStrengthMeter password={password} owner={{}} refusalShown={Boolean(error || outcome?.aboutPassword)} />
      <SubmitButton disabled={!password || confirm.isPending}>
        {confirm.isPending ? t('passwordReset.saving') : t('passwordReset.setNew')}
      </SubmitButton>
    </form>
  );
}
