import {
  type AdminEnquiriesResponse,
  ENQUIRY_STATUS_LABELS,
  ENQUIRY_STATUSES,
  type EnquiryStatus,
} from '@store/shared';
import { FormAlert } from '../../components/ui/form-alert';
import { ListFrame, type ListView } from '../../components/ui/list-frame';
import { EnquiryCard, useAdminEnquiries, useSetEnquiryStatus } from '../../features/admin-enquiries';
import { failureMessage } from '../../lib/failure-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useListFilter } from '../../lib/use-list-filter';

const enquiriesList: ListView<AdminEnquiriesResponse> = {
  loading: 'Loading enquiries…',
  failure: 'Failed to fetch enquiries. Please try again.',
  failureClassName: 'mt-6 text-red-700',
  empty: 'No enquiries.',
  emptyClassName: 'mt-6 py-8 text-center text-slate-600',
  isEmpty: (loaded) => loaded.enquiries.length === 0,
};

/** Enquiries: the contact form's messages, newest first, with their status and deadlines. */
export function AdminEnquiriesRoute() {
  useDocumentTitle('Enquiries');
  const { filter, change: changeFilter, setPage } = useListFilter({ status: '' as EnquiryStatus | '' });
  const enquiries = useAdminEnquiries({ status: filter.status || undefined, page: filter.page });
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
            value={filter.status}
            onChange={(event) => changeFilter({ status: event.target.value as EnquiryStatus | '' })}
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
      <ListFrame
        query={enquiries}
        view={enquiriesList}
        paging={{
          page: filter.page,
          pageSize: data?.pageSize ?? 20,
          total: (loaded) => loaded.total,
          onPage: setPage,
        }}
      >
        {(loaded) => (
          <ul className="mt-6 space-y-4">
            {loaded.enquiries.map((enquiry) => (
              <EnquiryCard
                key={enquiry.reference}
                enquiry={enquiry}
                now={now}
                saving={change.isPending && change.variables?.reference === enquiry.reference}
                onStatus={(next) => change.mutate({ reference: enquiry.reference, status: next })}
              />
            ))}
          </ul>
        )}
      </ListFrame>
    </div>
  );
}
