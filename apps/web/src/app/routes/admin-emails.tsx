import { type AdminMailsResponse, indiaDateTimeText } from '@store/shared';
import { useState } from 'react';
import { ListFrame, type ListView } from '../../components/ui/list-frame';
import { EmailView, MAIL_STATUS_LABELS, MAIL_STATUS_TONES, useAdminEmails } from '../../features/admin-emails';
import { useDocumentTitle } from '../../lib/use-document-title';

const emailsList: ListView<AdminMailsResponse> = {
  loading: 'Loading emails…',
  failure: 'Failed to fetch emails. Please try again.',
  failureClassName: 'mt-6 text-red-700',
  empty: 'No emails yet.',
  emptyClassName: 'mt-6 py-8 text-center text-slate-600',
  isEmpty: (loaded) => loaded.emails.length === 0,
};

/** Emails: every mail the store wrote, with its status; without SMTP the only place they can be read. */
export function AdminEmailsRoute() {
  useDocumentTitle('Emails');
  const emails = useAdminEmails();
  const [open, setOpen] = useState<string | undefined>();
  const data = emails.data;

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold">Emails</h1>
      {data && !data.smtp ? (
        <p className="mt-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
          No mail server is set (SMTP_URL), so emails are kept here and not sent.
        </p>
      ) : null}
      <ListFrame query={emails} view={emailsList}>
        {(loaded) => (
          <ul className="mt-6 space-y-3">
            {loaded.emails.map((mail) => (
              <li key={mail.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                <button
                  type="button"
                  aria-expanded={open === mail.id}
                  onClick={() => setOpen(open === mail.id ? undefined : mail.id)}
                  className="flex w-full flex-col gap-1 text-left sm:flex-row sm:items-center sm:justify-between"
                >
                  <span className="min-w-0">
                    <span className="block break-words font-semibold">{mail.subject}</span>
                    <span className="block break-all text-sm text-slate-600">To {mail.recipient}</span>
                  </span>
                  <span className="flex shrink-0 items-center gap-2 text-sm">
                    <time dateTime={mail.createdAt} className="text-slate-600">
                      {indiaDateTimeText(mail.createdAt)}
                    </time>
                    <span className={`rounded-full px-2 py-0.5 font-medium ${MAIL_STATUS_TONES[mail.status]}`}>
                      {MAIL_STATUS_LABELS[mail.status]}
                    </span>
                  </span>
                </button>
                {mail.lastError ? <p className="mt-2 text-sm text-red-700">Last error: {mail.lastError}</p> : null}
                {open === mail.id ? <EmailView id={mail.id} /> : null}
              </li>
            ))}
          </ul>
        )}
      </ListFrame>
    </div>
  );
}
