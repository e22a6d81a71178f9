import { Link, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { VerifyEmailResult } from '../../features/accounts';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthCard } from './auth-card';

/** /verify-email?token=…: the link from the welcome mail, followed on arrival. */
export function VerifyEmailRoute() {
  useDocumentTitle('Verify your email');
  const [params] = useSearchParams();
  return (
    <AuthCard title="Verify your email" subtitle="Confirming your address helps us reach you about your orders.">
      <div className="space-y-4">
        <VerifyEmailResult token={params.get('token') ?? ''} />
        <p className="text-center text-sm">
          <Link to={paths.designs} className="font-semibold text-brand-700 hover:underline">
            Browse designs
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
