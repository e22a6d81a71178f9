import { ENQUIRY_STATUS_LABELS, ENQUIRY_STATUSES, type EnquiryStatus } from '@store/shared';
import { useState } from 'react';
import { FormAlert } from '../../components/ui/form-alert';
import { Pagination } from '../../components/ui/pagination';
import { Spinner } from '../../components/ui/spinner';
import { EnquiryCard, useAdminEnquiries, useSetEnquiryStatus } from '../../features/admin-enquiries';
import { failureMessage } from '../../lib/failure-message';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Enquiries: the contact form's messages, newest first, with their status and deadlines. */
export function AdminEnquiriesRoute() {
  useDocumentTitle('Enquiries');
  const [status, setStatus] = useState<EnquiryStatus | ''>('');
  const [page, setPage] = useState(1);
  const enquiries = useAdminEnquiries({ status: status || undefined, page });
  const change = useSetEnquiryStatus();
  const now = new Date();
  const data = enquiries.data;

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <h1 className="text-2xl font-bold">Enquiries</h1>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          Show
          <select
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as EnquiryStatus | '');
              setPage(1);
            }}
            className="rounded-lg border-0 bg-white px-3 py-2 ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-brand-600"
          >
            <option value="">All enquiries</option>
            {ENQUIRY_STATUSES.map((value) => (
              <option key={value} value={value}>
                {ENQUIRY_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {data && data.overdue > 0 ? (
        <p role="alert" className="mt-4 rounded-xl bg-red-600 p-4 font-semibold text-white">
          {data.overdue === 1
            ? '1 enquiry has waited more than 48 hours for an acknowledgement.'
            : `${data.overdue} enquiries have waited more than 48 hours for an acknowledgement.`}
        </p>
      ) : null}
      {change.isError ? (
        <div className="mt-4">
          <FormAlert tone="error">{failureMessage(change.error, 'The status could not be changed.')}</FormAlert>
        </div>
      ) : null}
      {enquiries.isPending ? <Spinner label="Loading enquiries…" /> : null}
      {enquiries.isError ? (
        <p role="alert" className="mt-6 text-red-700">
          Failed to fetch enquiries. Please try again.
        </p>
      ) : null}
      {data ? (
        <ul className="mt-6 space-y-4">
          {data.enquiries.map((enquiry) => (
            <EnquiryCard
              key={enquiry.reference}
              enquiry={enquiry}
              now={now}
              saving={change.isPending && change.variables?.reference === enquiry.reference}
              onStatus={(next) => change.mutate({ reference: enquiry.reference, status: next })}
            />
          ))}
          {data.enquiries.length === 0 ? <li className="py-8 text-center text-slate-600">No enquiries.</li> : null}
        </ul>
      ) : null}
      <Pagination page={page} pageCount={Math.ceil((data?.total ?? 0) / (data?.pageSize ?? 20))} onPage={setPage} />
    </div>
  );
}
