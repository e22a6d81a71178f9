import { LoginForm } from '../../features/accounts';
import { useTranslation } from '../../i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { RedirectIfLoggedIn } from '../guards';
import { AuthCard } from './auth-card';

export function UserLoginRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.loginTitle'));
  return (
    <RedirectIfLoggedIn as="user">
      <AuthCard title={t('account.loginHeading')} subtitle={t('account.loginSubtitle')}>
        <LoginForm />
      </AuthCard>
    </RedirectIfLoggedIn>
  );
}
