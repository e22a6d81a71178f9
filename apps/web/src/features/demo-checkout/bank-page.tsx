import { type DemoSession, formatRupees } from '@store/shared';

interface BankPageProps {
  bank: { code: string; name: string };
  session: DemoSession;
  busy: boolean;
  onAnswer: (outcome: 'approve' | 'decline') => void;
  onBack: () => void;
}

/** A stand-in for the bank's netbanking page: the demo asks no login, only approve or decline. */
export function BankPage({ bank, session, busy, onAnswer, onBack }: BankPageProps) {
  return (
    <section aria-labelledby="bank-heading" className="space-y-4">
      <h2 id="bank-heading" className="text-lg font-bold">
        {bank.name} NetBanking (demo)
      </h2>
      <p className="rounded-xl border-2 border-dashed border-amber-400 bg-amber-50 p-3 text-sm text-amber-900">
        Demo bank page: no login and no real account. Approve or decline the payment below.
      </p>
      <dl className="grid grid-cols-2 gap-1 text-sm">
        <dt className="text-slate-600">Pay to</dt>
        <dd className="font-semibold">{session.merchant}</dd>
        <dt className="text-slate-600">Amount</dt>
        <dd className="font-semibold">{formatRupees(session.amount)}</dd>
        <dt className="text-slate-600">Reference</dt>
        <dd>{session.orderNumber}</dd>
      </dl>
      <div className="grid grid-cols-2 gap-2">
        <button
          type="button"
          disabled={busy}
          onClick={() => onAnswer('approve')}
          className="rounded-xl bg-emerald-700 px-3 py-3 font-semibold text-white hover:bg-emerald-800 disabled:opacity-60"
        >
          Approve payment (demo)
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => onAnswer('decline')}
          className="rounded-xl bg-white px-3 py-3 font-semibold text-red-800 ring-1 ring-red-300 hover:bg-red-50 disabled:opacity-60"
        >
          Decline payment (demo)
        </button>
      </div>
      <button type="button" disabled={busy} onClick={onBack} className="text-sm underline">
        Back to payment options
      </button>
    </section>
  );
}
