import { paths } from '../../config/paths';
import { VerifyEmailResult } from '../../features/accounts';
import { useTranslation } from '../../i18n';
import { Link, useSearchParams } from '../../lib/router';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthCard } from './auth-card';

/** /verify-email?token=…: the link from the welcome mail, followed on arrival. */
export function VerifyEmailRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('verifyEmail.title'));
  const [params] = useSearchParams();
  return (
    <AuthCard title={t('verifyEmail.title')} subtitle={t('verifyEmail.subtitle')}>
      <div className="space-y-4">
        <VerifyEmailResult token={params.get('token') ?? ''} />
        <p className="text-center text-sm">
          <Link to={paths.designs} className="font-semibold text-brand-700 hover:underline">
            {t('verifyEmail.browse')}
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
