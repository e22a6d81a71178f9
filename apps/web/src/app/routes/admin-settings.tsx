import { Spinner } from '../../components/ui/spinner';
import { SettingsForm, useAdminSettings } from '../../features/admin-settings';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Settings: the seller's details and grievance officer shown on the contact page and in the footer. */
export function AdminSettingsRoute() {
  useDocumentTitle('Settings');
  const settings = useAdminSettings();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold">Settings</h1>
      <p className="mt-2 text-slate-700">
        The seller and grievance officer shown on the contact page and in the footer of every page.
      </p>
      {settings.data?.isDemo ? (
        <p role="note" className="mt-4 rounded-xl bg-amber-50 p-4 font-medium text-amber-900 ring-1 ring-amber-200">
          This store shows a demo seller with a made-up GSTIN. Enter your business's details before taking real orders.
        </p>
      ) : null}
      {settings.data && settings.data.updatedAt === null && !settings.data.isDemo ? (
        <p role="note" className="mt-4 rounded-xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200">
          These details come from the server's SELLER_* settings and have not been checked here yet: the contact details
          and grievance officer started as placeholders.
        </p>
      ) : null}
      <div className="mt-6">
        {settings.isPending ? <Spinner label="Loading settings…" /> : null}
        {settings.isError ? (
          <p role="alert" className="text-red-700">
            The settings could not be loaded. Please try again.
          </p>
        ) : null}
        {settings.data ? <SettingsForm settings={settings.data} /> : null}
      </div>
    </div>
  );
}
