import { useTranslation } from '../../i18n';
import { minutesAndSeconds, useCountdown } from './use-countdown';

interface DemoAppPanelProps {
  appName: string;
  deadline: number;
  busy: boolean;
  onAnswer: (outcome: 'approve' | 'decline' | 'expire') => void;
}

/** Stands in for the payer's UPI app (no real app opens in the demo): approve or decline before the request expires. */
export function DemoAppPanel({ appName, deadline, busy, onAnswer }: DemoAppPanelProps) {
  const { t } = useTranslation();
  const left = useCountdown(deadline, () => onAnswer('expire'));
  return (
    <div className="space-y-3 rounded-xl border-2 border-dashed border-amber-400 bg-amber-50 p-4">
      <p className="text-sm text-slate-700">
        {t('demoCheckout.expiresIn')}{' '}
        <span className="font-semibold tabular-nums" aria-live="off">
          {minutesAndSeconds(left)}
        </span>
      </p>
      <p className="text-sm font-semibold text-amber-900">{t('demoCheckout.nowIn', { app: appName })}</p>
      <div className="grid grid-cols-2 gap-2">
        <button
          type="button"
          disabled={busy || left === 0}
          onClick={() => onAnswer('approve')}
          className="rounded-xl bg-emerald-700 px-3 py-2 text-sm font-semibold text-white hover:bg-emerald-800 disabled:opacity-60"
        >
          {t('demoCheckout.approveInApp')}
        </button>
        <button
          type="button"
          disabled={busy || left === 0}
          onClick={() => onAnswer('decline')}
          className="rounded-xl bg-white px-3 py-2 text-sm font-semibold text-red-800 ring-1 ring-red-300 hover:bg-red-50 disabled:opacity-60"
        >
          {t('demoCheckout.declineInApp')}
        </button>
      </div>
    </div>
  );
}
