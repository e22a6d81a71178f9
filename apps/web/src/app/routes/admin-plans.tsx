import { Spinner } from '../../components/ui/spinner';
import { CustomerPlansTable, PlanEditor, useAdminPlans } from '../../features/admin-plans';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Plans: each plan's price, ad credit and features with its active customers; renewals due and lapsed plans. */
export function AdminPlansRoute() {
  useDocumentTitle('Plans');
  const overview = useAdminPlans();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold">Plans</h1>
      <p className="mt-2 text-slate-700">
        The marketing plans on sale. A new price applies to new orders; orders already placed keep theirs. Dates are
        India dates.
      </p>
      {overview.isPending ? <Spinner label="Loading plans…" /> : null}
      {overview.isError ? (
        <p role="alert" className="mt-4 text-red-700">
          The plans could not be loaded. Please try again.
        </p>
      ) : null}
      {overview.data ? (
        <div className="mt-6 space-y-6">
          <CustomerPlansTable
            caption="Renewals due in the next 7 days"
            rows={overview.data.renewalsDue}
            empty="No plan ends in the next 7 days."
          />
          <CustomerPlansTable caption="Lapsed plans" rows={overview.data.lapsed} empty="No plan has lapsed." />
          <div className="grid gap-6 lg:grid-cols-2">
            {overview.data.plans.map((plan) => (
              <PlanEditor key={`${plan.id} ${plan.updatedAt}`} plan={plan} activeCustomers={plan.activeCustomers} />
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}
