import { ResetPasswordForm } from '../../features/accounts';
import { useTranslation } from '../../i18n';
import { useSearchParams } from '../../lib/router';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthCard } from './auth-card';

/** /reset-password?token=…: the link from the reset mail. */
export function ResetPasswordRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('passwordReset.resetTitle'));
  const [params] = useSearchParams();
  return (
    <AuthCard title={t('passwordReset.resetTitle')} subtitle={t('passwordReset.resetSubtitle')}>
      <ResetPasswordForm token={params.get('token') ?? ''} />
    </AuthCard>
  );
}
