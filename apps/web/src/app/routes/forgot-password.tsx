import { ForgotPasswordForm } from '../../features/accounts';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthCard } from './auth-card';

export function ForgotPasswordRoute() {
  useDocumentTitle('Forgot password');
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your account's email and we will mail you a link to choose a new one."
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
