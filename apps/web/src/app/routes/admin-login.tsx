import { PageLoading } from '../../components/ui/page-loading';
import { AdminLoginForm } from '../../features/accounts';
import { useDocumentTitle } from '../../lib/use-document-title';
import { RedirectIfLoggedIn } from '../guards';
import { BrandLogo } from '../layout/brand-logo';
import { useBackOfficeDocument } from '../layout/use-back-office-document';

/** The admin login stands alone: no public header (as the spec says). */
export function AdminLoginRoute() {
  useDocumentTitle('Admin login');
  if (useBackOfficeDocument()) return <PageLoading />;
  return (
    <RedirectIfLoggedIn as="admin">
      <main className="flex min-h-dvh items-center justify-center bg-slate-950 px-4 py-12">
        <div className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-xl sm:p-8">
          <BrandLogo />
          <h1 className="mt-6 text-2xl font-bold tracking-tight">Admin login</h1>
          <p className="mt-1 mb-6 text-slate-600">Back office for the store team.</p>
          <AdminLoginForm />
        </div>
      </main>
    </RedirectIfLoggedIn>
  );
}
