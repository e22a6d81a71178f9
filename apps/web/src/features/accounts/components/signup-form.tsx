import { MIN_PASSWORD_LENGTH, noticeChoice, type OptionalPurpose, signupInputSchema } from '@store/shared';
import { useId, useState } from 'react';
import { OptionalConsents } from '../../../components/privacy/optional-consents';
import { PrivacyNotice } from '../../../components/privacy/privacy-notice';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { PasswordField } from '../../../components/ui/password-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { paths } from '../../../config/paths';
import { useLanguage, useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { Link, useNavigate } from '../../../lib/router';
import { saveSession } from '../../../lib/session';
import { type SchemaForm, useSchemaForm } from '../../../lib/use-schema-form';
import { login, signup } from '../api/auth-calls';
import { takeRedirectTarget } from '../use-complete-login';
import { PasswordStrengthMeter } from './password-strength-meter';
import { SignupDone } from './signup-done';

const empty = { name: '', email: '', password: '' };
type Field = keyof typeof empty;
type Done = { email: string; loggedIn: boolean } | null;

/**
 * Name, Email and Password, checked with the shared sign-up schema before sending; submit stays
 * disabled while any is empty or while submitting. Once the account exists the customer is logged
 * in with the same details and goes on to redirectAfterLogin, or stays here with the next step.
 * Each problem is said once: beside its field, or (the server's words, as the spec shows them)
 * in the alert the field points to.
 */
export function SignupForm() {
  const navigate = useNavigate();
  const language = useLanguage();
  const { t } = useTranslation();
  const [refused, setRefused] = useState<{ text: string; field?: Field } | null>(null);
  const [done, setDone] = useState<Done>(null);
  const [optional, setOptional] = useState<OptionalPurpose[]>([]);
  const alertId = useId();

  const continueLoggedIn = async (email: string, password: string): Promise<boolean> => {
    const session = await login({ email, password }).catch(() => undefined);
    if (!session) return false;
    saveSession(session.token, session.user, session.user.isAdmin);
    const target = takeRedirectTarget();
    if (!target) return true;
    notify('success', `${t('account.created')} ${t('account.verificationSent', { email })}`);
    navigate(target, { replace: true });
    return true;
  };

  const form: SchemaForm<typeof empty> = useSchemaForm({
    initial: empty,
    schema: signupInputSchema,
    beforeSubmit: (): boolean => {
      setDone(null);
      setRefused(incomplete ? { text: t('account.fillAll') } : null);
      return !incomplete;
    },
    onValid: async (_data, fields) => {
      // What was typed is sent: the server trims and checks it again.
      // The notice shown and the optional choices are recorded with the account.
      await signup({ ...fields, privacy: noticeChoice(optional, language) });
      const email = fields.email.trim();
      const loggedIn = await continueLoggedIn(email, fields.password);
      setDone({ email, loggedIn });
      form.setValues(empty);
      setOptional([]);
    },
    onFailure: (failure, serverFields) => {
      const fromServer = failure instanceof ApiError && failure.status < 500;
      const text = fromServer ? failure.message : t('account.failed');
      const beside = Object.entries(serverFields);
      const about = beside.find(([, message]) => message === text)?.[0] as Field | undefined;
      setRefused({ text, field: about });
      return Object.fromEntries(beside.filter(([key]) => key !== about));
    },
    onEdit: (key) => {
      if (refused?.field === key) setRefused(null);
    },
  });
  const fields = form.values;
  const onlySpaces = fields.name !== '' && !fields.name.trim();
  const incomplete = !fields.name.trim() || !fields.email.trim() || !fields.password;

  const field = (key: Field) => {
    const own = form.field(key);
    return {
      ...own,
      error: own.error ?? (key === 'name' && onlySpaces ? t('account.onlySpaces') : undefined),
      ...(refused?.field === key ? { 'aria-invalid': true as const, 'aria-describedby': alertId } : {}),
    };
  };

  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate className="space-y-4">
      {refused ? (
        <div id={alertId}>
          <FormAlert tone="error">{refused.text}</FormAlert>
        </div>
      ) : null}
      {done ? <SignupDone {...done} /> : null}
      <FormField label={t('account.name')} autoComplete="name" {...field('name')} />
      <FormField label={t('account.email')} type="email" autoComplete="email" {...field('email')} />
      <PasswordField label={t('account.password')} autoComplete="new-password" {...field('password')} />
      <p className="-mt-2 text-xs text-slate-600">{t('account.passwordHint', { count: MIN_PASSWORD_LENGTH })}</p>
      <PasswordStrengthMeter
        password={fields.password}
        owner={{ email: fields.email, name: fields.name }}
        refusalShown={Boolean(form.errors.password) || refused?.field === 'password'}
      />
      <PrivacyNotice agreement={t('privacy.signupAgreement')} />
      <OptionalConsents chosen={optional} onChange={setOptional} />
      <SubmitButton disabled={incomplete || form.submitting}>
        {form.submitting ? t('account.signingUp') : t('account.signUp')}
      </SubmitButton>
      {done ? null : (
        <p className="text-center text-sm text-slate-600">
          {t('account.haveAccount')}{' '}
          <Link to={paths.userLogin} className="font-semibold text-brand-700 hover:underline">
            {t('account.logIn')}
          </Link>
        </p>
      )}
    </form>
  );
}
