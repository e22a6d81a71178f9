import { LoginForm } from '../../features/accounts';
import { useDocumentTitle } from '../../lib/use-document-title';
import { RedirectIfLoggedIn } from '../guards';
import { AuthCard } from './auth-card';

export function UserLoginRoute() {
  useDocumentTitle('Login');
  return (
    <RedirectIfLoggedIn as="user">
      <AuthCard title="Customer login" subtitle="Log in to check out and see your orders.">
        <LoginForm />
      </AuthCard>
    </RedirectIfLoggedIn>
  );
}
