import { Spinner } from '../../components/ui/spinner';
import { DashboardCharts, StatTiles, useAdminStats } from '../../features/admin-dashboard';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The admin dashboard: figures and four charts from GET /api/admin/stats (Chart.js loads with this page only). */
export function AdminDashboardRoute() {
  useDocumentTitle('Admin dashboard');
  const stats = useAdminStats();
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold">Dashboard</h1>
      {stats.isPending ? <Spinner label="Loading figures…" /> : null}
      {stats.isError ? (
        <p role="alert" className="text-red-700">
          The figures could not be loaded. Please try again.
        </p>
      ) : null}
      {stats.data ? (
        <>
          <StatTiles totals={stats.data.totals} />
          {stats.data.totals.paidOrders === 0 ? (
            <p className="rounded-xl bg-brand-50 p-4 text-sm text-brand-900 ring-1 ring-brand-200">
              {stats.data.totals.demoPaidOrders > 0
                ? 'No real payments yet: the orders so far went through the demo provider, which takes no money.'
                : 'No paid orders yet: the sales and revenue charts fill in as customers buy.'}
            </p>
          ) : null}
          <DashboardCharts stats={stats.data} />
        </>
      ) : null}
    </div>
  );
}
