import { type ReactNode, Suspense } from 'react';
import { PageLoading } from '../../components/ui/page-loading';
import { EnglishOnly } from '../../i18n';
import { RequireAdmin } from '../guards';
import { AdminHeader } from './admin-header';
import { useBackOfficeDocument } from './use-back-office-document';

/** Every back-office page: admin session required, admin header instead of the public one, in English. */
export function AdminLayout({ children }: { children: ReactNode }) {
  if (useBackOfficeDocument()) return <PageLoading />;
  return (
    <EnglishOnly>
      <RequireAdmin>
        <div className="flex min-h-dvh flex-col bg-slate-100">
          <AdminHeader />
          <main id="main" className="flex-1">
            <Suspense fallback={<PageLoading />}>{children}</Suspense>
          </main>
        </div>
      </RequireAdmin>
    </EnglishOnly>
  );
}
