import {
  type AdminEnquiry,
  ENQUIRY_STATUS_LABELS,
  ENQUIRY_STATUSES,
  type EnquiryStatus,
  indiaDateTimeText,
  isAcknowledgementOverdue,
} from '@store/shared';
import { useId } from 'react';
import { formatAge } from '../enquiry-age';

interface EnquiryCardProps {
  enquiry: AdminEnquiry;
  now: Date;
  saving: boolean;
  onStatus: (status: EnquiryStatus) => void;
}

/** One enquiry: who, about what, how old, its deadlines; overdue ones stand out in red. */
export function EnquiryCard({ enquiry, now, saving, onStatus }: EnquiryCardProps) {
  const titleId = useId();
  const overdue = isAcknowledgementOverdue(enquiry, now);
  return (
    <li
      aria-labelledby={titleId}
      className={`rounded-2xl p-5 shadow-sm ${overdue ? 'bg-red-50 ring-2 ring-red-500' : 'bg-white ring-1 ring-slate-200'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={titleId} className="font-mono font-semibold text-slate-900">
            {enquiry.reference}
          </h2>
          <p className="text-sm text-slate-600">
            {indiaDateTimeText(enquiry.createdAt)} · {formatAge(enquiry.createdAt, now)} old
          </p>
        </div>
        {overdue ? (
          <p className="rounded-full bg-red-600 px-3 py-1 text-sm font-bold text-white">
            Overdue: not acknowledged within 48 hours
          </p>
        ) : null}
      </div>
      <p className="mt-3 font-medium text-slate-900">
        {enquiry.topic}
        {enquiry.plan ? ` · ${enquiry.plan}` : ''}
      </p>
      <p className="mt-1 whitespace-pre-wrap break-words text-slate-700">{enquiry.message}</p>
      <p className="mt-3 text-sm text-slate-700">
        {enquiry.name} ·{' '}
        <a className="text-brand-700 underline" href={`mailto:${enquiry.email}`}>
          {enquiry.email}
        </a>{' '}
        ·{' '}
        <a className="text-brand-700 underline" href={`tel:${enquiry.phone}`}>
          {enquiry.phone}
        </a>
      </p>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-3 border-t border-slate-200 pt-3 text-sm">
        <ul className="text-slate-700">
          <li>
            {enquiry.acknowledgedAt
              ? `Acknowledged ${indiaDateTimeText(enquiry.acknowledgedAt)}`
              : `Acknowledge by ${indiaDateTimeText(enquiry.acknowledgeBy)}`}
          </li>
          {enquiry.redressBy ? (
            <li className="font-medium">
              {enquiry.resolvedAt
                ? `Resolved ${indiaDateTimeText(enquiry.resolvedAt)}`
                : `Complaint: redress by ${indiaDateTimeText(enquiry.redressBy)}`}
            </li>
          ) : null}
        </ul>
        <label className="flex items-center gap-2 font-medium text-slate-800">
          Status
          <select
            value={enquiry.status}
            disabled={saving}
            onChange={(event) => onStatus(event.target.value as EnquiryStatus)}
            className="rounded-lg border-0 bg-white px-3 py-2 ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-brand-600"
          >
            {ENQUIRY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {ENQUIRY_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
      </div>
    </li>
  );
}
