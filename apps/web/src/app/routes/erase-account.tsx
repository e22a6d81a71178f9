import { ErasureConfirmation } from '../../features/privacy';
import { useTranslation } from '../../i18n';
import { useSearchParams } from '../../lib/router';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthCard } from './auth-card';

/** /erase-account?token=…: the link from the erasure mail; nothing happens until the customer taps. */
export function EraseAccountRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('erase.title'));
  const [params] = useSearchParams();
  return (
    <AuthCard title={t('erase.title')} subtitle={t('erase.subtitle')}>
      <ErasureConfirmation token={params.get('token') ?? ''} />
    </AuthCard>
  );
}
