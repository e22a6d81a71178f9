import { ButtonLink } from '../../../components/ui/button-link';
import { FormAlert } from '../../../components/ui/form-alert';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import { Link } from '../../../lib/router';

/**
 * After sign-up on the page itself (nowhere else to go): the spec's success message, the
 * verification mail, and the next step: shopping when logged in, else the login page.
 */
export function SignupDone({ email, loggedIn }: { email: string; loggedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <FormAlert tone="success">{t('account.created')}</FormAlert>
      <p className="text-sm text-slate-700" data-testid="signup-next-step">
        {loggedIn ? t('account.loggedIn') : ''}
        {t('account.verificationSent', { email })}
      </p>
      {loggedIn ? (
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={paths.designs}>{t('account.browse')}</ButtonLink>
          <ButtonLink to={paths.userDashboard} variant="secondary">
            {t('account.dashboard')}
          </ButtonLink>
        </div>
      ) : (
        <Link
          to={paths.userLogin}
          state={{ email }}
          className="block rounded-xl bg-brand-700 px-4 py-3 text-center font-semibold text-white hover:bg-brand-800"
        >
          {t('account.logIn')}
        </Link>
      )}
    </div>
  );
}
