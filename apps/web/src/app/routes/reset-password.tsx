import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../../features/accounts';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthCard } from './auth-card';

/** /reset-password?token=…: the link from the reset mail. */
export function ResetPasswordRoute() {
  useDocumentTitle('Choose a new password');
  const [params] = useSearchParams();
  return (
    <AuthCard title="Choose a new password" subtitle="After this, log in with your new password on every device.">
      <ResetPasswordForm token={params.get('token') ?? ''} />
    </AuthCard>
  );
}
