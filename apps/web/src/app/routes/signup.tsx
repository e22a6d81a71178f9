import { SignupForm } from '../../features/accounts';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthCard } from './auth-card';

export function SignupRoute() {
  useDocumentTitle('Sign up');
  return (
    <AuthCard title="Create your account" subtitle="Sign up to buy designs and follow your orders.">
      <SignupForm />
    </AuthCard>
  );
}
