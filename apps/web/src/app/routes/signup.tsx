import { SignupForm } from '../../features/accounts';
import { useTranslation } from '../../i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthCard } from './auth-card';

export function SignupRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.signupTitle'));
  return (
    <AuthCard title={t('account.signupHeading')} subtitle={t('account.signupSubtitle')}>
      <SignupForm />
    </AuthCard>
  );
}
