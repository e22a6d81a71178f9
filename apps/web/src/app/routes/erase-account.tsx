import { useSearchParams } from 'react-router';
import { ErasureConfirmation } from '../../features/privacy';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthCard } from './auth-card';

/** /erase-account?token=…: the link from the erasure mail; nothing happens until the customer taps. */
export function EraseAccountRoute() {
  useDocumentTitle('Erase your account');
  const [params] = useSearchParams();
  return (
    <AuthCard title="Erase your account" subtitle="Confirm that you want your account and personal data erased.">
      <ErasureConfirmation token={params.get('token') ?? ''} />
    </AuthCard>
  );
}
