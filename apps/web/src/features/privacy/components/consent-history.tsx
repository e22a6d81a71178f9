import { CONSENT_PURPOSE_LABELS, type ConsentChannel, type ConsentList } from '@store/shared';

const WHERE: Record<ConsentChannel, string> = {
  'sign-up': 'at sign-up',
  checkout: 'at checkout',
  'contact-form': 'on the contact form',
  profile: 'on this page',
};

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });

/** Every consent on record: what, when, where, under which notice, and when withdrawn. */
export function ConsentHistory({ list }: { list: ConsentList }) {
  if (list.consents.length === 0) return <p className="text-sm text-slate-600">No consent on record yet.</p>;
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-800">On record</h3>
      <ul className="mt-2 space-y-2 text-xs text-slate-700">
        {list.consents.map((consent) => (
          <li key={consent.id} className="rounded-lg bg-slate-50 p-2 ring-1 ring-slate-200">
            <span className="font-medium">{CONSENT_PURPOSE_LABELS[consent.purpose]}</span>: given{' '}
            {when(consent.givenAt)} {WHERE[consent.givenVia]}, notice {consent.noticeVersion}
            {consent.withdrawnAt ? `; withdrawn ${when(consent.withdrawnAt)}` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}
