import { useState } from 'react';
import { FormAlert } from '../../components/ui/form-alert';
import { Pagination } from '../../components/ui/pagination';
import {
  AUDIT_PAGE_SIZE,
  AuditLogTable,
  downloadAuditCsv,
  ErasureRequestsTable,
  useAuditLog,
  useErasureRequests,
} from '../../features/admin-audit-log';
import { failureMessage } from '../../lib/failure-message';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The audit log of admin actions on personal data, paged, with a CSV export. */
export function AdminAuditLogRoute() {
  useDocumentTitle('Audit log');
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);
  const erasures = useErasureRequests();
  const [downloadError, setDownloadError] = useState<string>();

  const download = () => {
    setDownloadError(undefined);
    downloadAuditCsv().catch((error) =>
      setDownloadError(failureMessage(error, 'The CSV could not be downloaded. Please try again.')),
    );
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Audit log</h1>
        <button type="button" onClick={download} className="rounded-xl bg-brand-700 px-4 py-2 font-semibold text-white">
          Download CSV
        </button>
      </div>
      <p className="mt-2 text-sm text-slate-600">
        Refunds, order and mail views, the users list, enquiry updates and settings saves, by admin.
      </p>
      {downloadError ? <FormAlert tone="error">{downloadError}</FormAlert> : null}
      {log.isError ? <FormAlert tone="error">The audit log could not be loaded. Please try again.</FormAlert> : null}
      {log.data ? (
        <>
          <AuditLogTable entries={log.data.entries} />
          <Pagination page={page} pageCount={Math.ceil(log.data.total / AUDIT_PAGE_SIZE)} onPage={setPage} />
        </>
      ) : null}
      <section aria-labelledby="erasures-title" className="mt-10">
        <h2 id="erasures-title" className="text-lg font-semibold">
          Erasure requests
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Each is confirmed by the customer's password and a mailed link; the store keeps their tax records.
        </p>
        {erasures.isError ? (
          <FormAlert tone="error">The erasure requests could not be loaded. Please try again.</FormAlert>
        ) : null}
        {erasures.data ? <ErasureRequestsTable requests={erasures.data.requests} /> : null}
      </section>
    </div>
  );
}
