import { formatRupees } from '@store/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Container } from '../../components/ui/container';
import { FormAlert } from '../../components/ui/form-alert';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import {
  type CheckoutSession,
  createOrder,
  getOrders,
  getPaymentStatus,
  openProviderCheckout,
  PaymentMethods,
  paymentConfigQueryOptions,
  payWithRazorpay,
  readCheckoutSession,
  usePaymentConfig,
  usePaymentPageDocument,
  writeCheckoutSession,
} from '../../features/checkout';
import { useTranslation } from '../../i18n';
import { ApiError } from '../../lib/api-client';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from '../../lib/router';
import { sameOriginPath } from '../../lib/safe-navigation';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Back from the provider (or opened with a session id): check the status and follow the answer. */
function useReturnFromProvider(sessionFromUrl: string | undefined, orderNumber: string | null) {
  const navigate = useNavigate();
  const started = useRef(false);
  const returning = Boolean(sessionFromUrl || orderNumber);
  useEffect(() => {
    if (!returning || started.current) return;
    started.current = true;
    const resolveSession = async () => {
      if (sessionFromUrl) return sessionFromUrl;
      const stored = readCheckoutSession();
      if (stored?.paymentSessionId && (!orderNumber || stored.orderId === orderNumber)) return stored.paymentSessionId;
      const order = (await getOrders()).find((candidate) => candidate.id === orderNumber);
      return order?.paymentSessionId ?? undefined;
    };
    resolveSession()
      .then(async (sessionId) => {
        if (!sessionId) throw new Error('No payment session to check');
        const { redirectUrl } = await getPaymentStatus(sessionId);
        // The router would hand a `//host` path to location.assign: only this site's pages are followed.
        const target = redirectUrl ? sameOriginPath(redirectUrl) : undefined;
        if (!target) throw new Error('The status check gave no redirect URL on this site');
        navigate(target, { replace: true });
      })
      .catch(() => navigate(paths.fail, { replace: true }));
  }, [returning, sessionFromUrl, orderNumber, navigate]);
  return returning;
}

/** /formpage: the summary and PAY NOW; it requests a payment session and opens the provider's checkout. */
export function FormPageRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('payment.payTitle'));
  const { sessionid } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [processing, setProcessing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // What the provider's checkout window said: closed without paying, a failed attempt's reason, a refused result.
  const [checkoutNotice, setCheckoutNotice] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const config = usePaymentConfig();
  const returning = useReturnFromProvider(sessionid, search.get('order_id'));
  const reloading = usePaymentPageDocument(config.data?.provider);
  const checkout = (location.state as CheckoutSession | null) ?? readCheckoutSession();

  if (returning) return <Spinner label="Checking your payment…" />;
  if (reloading) return <Spinner label="Opening the payment page…" />;

  const payNow = async () => {
    if (!checkout?.cartTotal || !checkout.phone) return;
    setProcessing(true);
    setNotice(null);
    setCheckoutNotice(null);
    try {
      const order = await createOrder(checkout);
      if (!order?.payment_session_id) {
        console.warn('The order answer had no payment session', order);
        setProcessing(false);
        return;
      }
      writeCheckoutSession({ ...checkout, paymentSessionId: order.payment_session_id, orderId: order.order_id });
      const provider = await queryClient.ensureQueryData(paymentConfigQueryOptions());
      if (order.razorpay && provider.checkoutScript) {
        const end = await payWithRazorpay(provider.checkoutScript, order.razorpay, (reason) =>
          setCheckoutNotice(`Your payment failed: ${reason}`),
        );
        if ('redirectUrl' in end) {
          navigate(sameOriginPath(end.redirectUrl) ?? paths.fail);
          return;
        }
        setCheckoutNotice(end.notice);
      } else {
        await openProviderCheckout(order.payment_session_id);
      }
      setProcessing(false);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setNotice(error.message);
        setProcessing(false);
        return;
      }
      navigate(paths.fail);
    }
  };

  return (
    <div className="py-10">
      <Container className="max-w-xl">
        <h1 className="mb-6 text-3xl font-bold tracking-tight">Payment</h1>
        <div className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          {notice ? <FormAlert tone="error">{notice}</FormAlert> : null}
          {checkoutNotice ? <FormAlert tone="error">{checkoutNotice}</FormAlert> : null}
          {checkout ? (
            <dl className="space-y-2 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-slate-600">{t('payment.items')}</dt>
                <dd className="text-right">{checkout.titles}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-slate-600">{t('payment.phone')}</dt>
                <dd>{checkout.phone}</dd>
              </div>
              <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-semibold">
                <dt>{t('payment.payTotal')}</dt>
                <dd data-testid="pay-total">{formatRupees(checkout.cartTotal)}</dd>
              </div>
            </dl>
          ) : (
            <p className="text-slate-600">
              {t('payment.nothingToPay')}{' '}
              <Link to={paths.cart} className="font-semibold text-brand-700 hover:underline">
                {t('payment.reviewCart')}
              </Link>
            </p>
          )}
          {checkout && config.data ? <PaymentMethods methods={config.data.methods} /> : null}
          <button
            type="button"
            onClick={payNow}
            disabled={processing}
            className="w-full rounded-xl bg-accent-500 px-4 py-3 font-bold text-slate-950 hover:bg-accent-600 disabled:cursor-wait disabled:opacity-70"
          >
            {processing ? t('payment.processing') : t('payment.payNow')}
          </button>
          {notice ? (
            <Link to={paths.cart} className="block text-center text-sm font-semibold text-brand-700 hover:underline">
              {t('payment.reviewCart')}
            </Link>
          ) : null}
        </div>
      </Container>
    </div>
  );
}
