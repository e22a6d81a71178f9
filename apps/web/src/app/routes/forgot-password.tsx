import { ForgotPasswordForm } from '../../features/accounts';
import { useTranslation } from '../../i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthCard } from './auth-card';

export function ForgotPasswordRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('passwordReset.forgotTitle'));
  return (
    <AuthCard title={t('passwordReset.forgotHeading')} subtitle={t('passwordReset.forgotSubtitle')}>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
