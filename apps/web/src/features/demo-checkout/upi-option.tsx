import {
  DEMO_UPI_APPS,
  DEMO_UPI_PAYEE,
  type DemoSession,
  type DemoUpiAppId,
  formatRupees,
  rupeesToPaise,
  upiPayUri,
} from '@store/shared';
import { type MouseEvent, useState } from 'react';
import { useLanguage, useTranslation } from '../../i18n';
import { answerUpiRequest } from './api/answer-upi-request';
import type { GatewayAnswer } from './api/gateway-call';
import { startUpiRequest, type UpiRequest } from './api/start-upi-request';
import { DemoAppPanel } from './demo-app-panel';
import { UpiQr } from './upi-qr';
import { usePhoneLayout } from './use-phone-layout';

/** Each app's own link scheme for the same request; BHIM answers the generic upi:// one. */
const APP_SCHEMES: Record<DemoUpiAppId, string> = {
  gpay: 'tez://upi/pay?',
  phonepe: 'phonepe://pay?',
  paytm: 'paytmmp://pay?',
  bhim: 'upi://pay?',
};

interface UpiOptionProps {
  sessionId: string;
  session: DemoSession;
  busy: boolean;
  onAnswer: (answer: GatewayAnswer) => void;
}

type Started = UpiRequest & { deadline: number; appName: string };

/** UPI: on a phone an intent link and the common apps, on a desktop a QR code; the demo app then answers. */
export function UpiOption({ sessionId, session, busy, onAnswer }: UpiOptionProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const amount = formatRupees(session.amount, language);
  const phone = usePhoneLayout();
  const [started, setStarted] = useState<Started | null>(null);
  const [waiting, setWaiting] = useState(false);
  const uri = upiPayUri({
    payee: DEMO_UPI_PAYEE,
    payeeName: session.merchant,
    amountPaise: rupeesToPaise(session.amount),
    reference: session.orderNumber,
  });

  const start = async (channel: 'link' | 'qrcode', app?: (typeof DEMO_UPI_APPS)[number]) => {
    setWaiting(true);
    const request = await startUpiRequest(sessionId, channel, app?.id);
    setWaiting(false);
    if (request.kind !== 'started') return onAnswer(request);
    const deadline = Date.now() + request.ttlSeconds * 1000;
    setStarted({ ...request, deadline, appName: app?.name ?? t('demoCheckout.yourApp') });
  };
  const openApp = (app?: (typeof DEMO_UPI_APPS)[number]) => (event: MouseEvent) => {
    // No real app answers in the demo: the page stands in for it.
    event.preventDefault();
    void start('link', app);
  };
  const answer = async (outcome: 'approve' | 'decline' | 'expire') => {
    if (!started) return;
    setWaiting(true);
    onAnswer(await answerUpiRequest(sessionId, started.paymentId, outcome));
    setWaiting(false);
  };

  if (started) {
    const panel = (
      <DemoAppPanel appName={started.appName} deadline={started.deadline} busy={busy || waiting} onAnswer={answer} />
    );
    if (phone)
      return (
        <div className="space-y-3">
          <p className="text-sm text-slate-700">{t('demoCheckout.approveIn', { amount, app: started.appName })}</p>
          {panel}
        </div>
      );
    return (
      <div className="space-y-4">
        <div className="flex items-center gap-4">
          <UpiQr uri={started.uri} />
          <div className="min-w-0 space-y-1">
            <p className="text-sm text-slate-600">{t('demoCheckout.scan')}</p>
            <p className="font-semibold">{session.merchant}</p>
            <p className="text-xl font-bold">{amount}</p>
            <p className="text-xs text-slate-500">{t('demoCheckout.order', { number: session.orderNumber })}</p>
          </div>
        </div>
        {panel}
      </div>
    );
  }

  if (!phone)
    return (
      <button
        type="button"
        disabled={busy || waiting}
        onClick={() => void start('qrcode')}
        className="w-full rounded-xl bg-slate-900 px-4 py-3 font-semibold text-white hover:bg-slate-800 disabled:opacity-60"
      >
        {t('demoCheckout.showQr')}
      </button>
    );
  return (
    <div className="space-y-3">
      <ul className="grid grid-cols-2 gap-2">
        {DEMO_UPI_APPS.map((app) => (
          <li key={app.id}>
            <a
              href={uri.replace('upi://pay?', APP_SCHEMES[app.id])}
              onClick={openApp(app)}
              className="block rounded-xl px-3 py-3 text-center text-sm font-semibold ring-1 ring-slate-300 hover:bg-slate-50"
            >
              {app.name}
            </a>
          </li>
        ))}
      </ul>
      <a
        href={uri}
        onClick={openApp()}
        className="block w-full rounded-xl bg-slate-900 px-4 py-3 text-center font-semibold text-white hover:bg-slate-800"
      >
        {t('demoCheckout.anyApp')}
      </a>
    </div>
  );
}
