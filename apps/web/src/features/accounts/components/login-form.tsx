import { loginInputSchema } from '@store/shared';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { Link, useLocation } from '../../../lib/router';
import { login } from '../api/auth-calls';
import { useCompleteLogin } from '../use-complete-login';
import { CredentialsForm } from './credentials-form';

/** Email and password login, used on /user-login and in the home-page dialog. */
export function LoginForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const completeLogin = useCompleteLogin();
  const signedUpEmail = (useLocation().state as { email?: unknown } | null)?.email;
  return (
    <CredentialsForm
      initialAccount={typeof signedUpEmail === 'string' ? signedUpEmail : ''}
      account={{ label: t('account.email'), name: 'email', type: 'email', autoComplete: 'email' }}
      schema={loginInputSchema}
      onSubmit={async (email, password) => {
        const session = await login({ email, password });
        onDone?.();
        completeLogin(session);
      }}
      errorMessage={(failure) =>
        failure instanceof ApiError && failure.fromServer ? failure.message : t('account.loginFailed')
      }
    >
      <p className="text-center text-sm">
        <Link to={paths.forgotPassword} onClick={onDone} className="font-semibold text-brand-700 hover:underline">
          {t('account.forgot')}
        </Link>
      </p>
      <p className="text-center text-sm text-slate-600">
        {t('account.newHere')}{' '}
        <Link to={paths.signup} onClick={onDone} className="font-semibold text-brand-700 hover:underline">
          {t('account.create')}
        </Link>
      </p>
    </CredentialsForm>
  );
}
