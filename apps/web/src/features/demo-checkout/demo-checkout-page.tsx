import { type CardForm, cardFormErrors, formatRupees } from '@store/shared';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../components/ui/form-alert';
import { Spinner } from '../../components/ui/spinner';
import { messageIn, Trans, useLanguage, useTranslation } from '../../i18n';
import { useParams } from '../../lib/router';
import { leaveFor, safeNavigationUrl } from '../../lib/safe-navigation';
import { useDemoSession } from './api/get-demo-session';
import { payByNetbanking } from './api/pay-by-netbanking';
import { type PayAnswer, submitDemoPayment } from './api/pay-demo-session';
import { BankPage } from './bank-page';
import { CardFields } from './card-fields';
import { MethodSection } from './method-section';
import { NetbankingOption } from './netbanking-option';
import { UpiOption } from './upi-option';

const emptyCard: CardForm = { cardNumber: '', expiry: '', cvv: '', name: '' };
const RETURN_DELAY_MS = 2500;
// The demo cards: one pays, one is declined.
const CARDS = { paid: '4111 1111 1111 1111', declined: '4000 0000 0000 0002' };

/**
 * The demo provider's hosted checkout: merchant, order and amount, then UPI (intent or QR), a card form
 * checked in the browser (Luhn, expiry, CVV) and again by the gateway, and netbanking (a bank's page);
 * then back to the store like Cashfree.
 */
export function DemoCheckoutPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { sessionId = '' } = useParams();
  const failedAnswer: PayAnswer = { kind: 'error', message: t('demoCheckout.notProcessed') };
  const session = useDemoSession(sessionId);
  const [form, setForm] = useState(emptyCard);
  const [errors, setErrors] = useState<Partial<Record<keyof CardForm, string>>>({});
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [bank, setBank] = useState<{ code: string; name: string } | null>(null);

  const finish = async (choice: CardForm | 'cancel') => {
    setBusy(true);
    settle(await submitDemoPayment(sessionId, choice).catch(() => failedAnswer));
  };

  const payAtBank = async (outcome: 'approve' | 'decline') => {
    if (!bank) return;
    setBusy(true);
    settle(await payByNetbanking(sessionId, bank.code, outcome).catch(() => failedAnswer));
  };

  /** Shows the gateway's answer, then (paid, declined or cancelled) returns to the store. */
  const settle = (answer: PayAnswer) => {
    // The gateway answers in English; the page says it in its own language.
    const said = messageIn(language, answer.message);
    if (answer.kind === 'error') {
      setErrors(answer.fields ?? {});
      setMessage({ tone: 'error', text: said });
      setBusy(false);
      return;
    }
    // The gateway is served by the store, so it only ever returns to this site's http(s) pages.
    if (!safeNavigationUrl(answer.redirectUrl, 'same-origin')) {
      setMessage({ tone: 'error', text: `${said} ${t('demoCheckout.unsafeReturn')}` });
      return;
    }
    setMessage({ tone: answer.kind === 'paid' ? 'success' : 'error', text: said });
    // Like a real gateway: show the outcome briefly, then return to the store.
    setTimeout(() => leaveFor(answer.redirectUrl, 'same-origin'), answer.kind === 'declined' ? RETURN_DELAY_MS : 600);
  };

  const pay = (event: FormEvent) => {
    event.preventDefault();
    const problems = cardFormErrors(form);
    setErrors(problems);
    if (Object.keys(problems).length === 0) void finish(form);
  };

  const data = session.data;
  // The provider's notice shows at once; the order's amount and the ways to pay follow with the session.
  return (
    <main className="min-h-dvh bg-slate-100 px-4 py-8">
      <p
        role="note"
        className="mx-auto mb-4 max-w-md rounded-xl bg-amber-100 p-3 text-center text-sm font-medium text-amber-900 ring-1 ring-amber-300"
      >
        <Trans
          i18nKey="demoCheckout.notice"
          values={CARDS}
          components={{ card: <span className="whitespace-nowrap" /> }}
        />
      </p>
      <div className="mx-auto max-w-md rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200">
        {session.isPending ? (
          <Spinner label={t('demoCheckout.opening')} />
        ) : !data ? (
          <p role="alert" className="text-red-700">
            {t('demoCheckout.invalidLink')}
          </p>
        ) : (
          <>
            <p className="text-sm text-slate-600">{t('demoCheckout.paying', { merchant: data.merchant })}</p>
            <h1 className="mt-1 text-2xl font-bold">{formatRupees(data.amount, language)}</h1>
            <p className="text-sm text-slate-600">{t('demoCheckout.order', { number: data.orderNumber })}</p>
            <div className="mt-6 space-y-6">
              {message ? <FormAlert tone={message.tone}>{message.text}</FormAlert> : null}
              {data.status !== 'ACTIVE' ? (
                <FormAlert tone="error">
                  {data.status === 'PAID' ? t('demoCheckout.alreadyPaid') : t('demoCheckout.expired')}
                </FormAlert>
              ) : bank ? (
                <BankPage bank={bank} session={data} busy={busy} onAnswer={payAtBank} onBack={() => setBank(null)} />
              ) : (
                <>
                  <MethodSection id="upi" title="UPI">
                    <UpiOption
                      sessionId={sessionId}
                      session={data}
                      busy={busy}
                      onAnswer={(answer) => {
                        setBusy(true);
                        settle(answer);
                      }}
                    />
                  </MethodSection>
                  <MethodSection id="card" title={t('demoCheckout.cards')}>
                    <form onSubmit={pay} noValidate className="space-y-4">
                      <CardFields
                        form={form}
                        errors={errors}
                        onChange={(field, value) => setForm({ ...form, [field]: value })}
                      />
                      <button
                        type="submit"
                        disabled={busy}
                        className="w-full rounded-xl bg-emerald-700 px-4 py-3 font-semibold text-white hover:bg-emerald-800 disabled:opacity-60"
                      >
                        {t('demoCheckout.pay', { amount: formatRupees(data.amount, language) })}
                      </button>
                    </form>
                  </MethodSection>
                  <MethodSection id="netbanking" title={t('demoCheckout.netbanking')}>
                    <NetbankingOption busy={busy} onChoose={setBank} />
                  </MethodSection>
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => void finish('cancel')}
                    className="block w-full text-center text-sm font-medium text-slate-700 underline hover:text-slate-900"
                  >
                    {t('demoCheckout.cancel')}
                  </button>
                </>
              )}
            </div>
          </>
        )}
      </div>
    </main>
  );
}
