import { useEffect, useState } from 'react';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import { paths, projectPath } from '../../config/paths';
import { cartActions } from '../../features/cart';
import {
  clearCheckoutSession,
  OrderResultCard,
  PaymentResultCard,
  type PaymentView,
  postPaymentResponse,
  useOrderResult,
} from '../../features/checkout';
import { AwaitingBriefLinks } from '../../features/projects';
import { Trans, useTranslation } from '../../i18n';
import { Link, useSearchParams } from '../../lib/router';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The result behind encResp: only a paid order shows Success, with its details and the next step (each website's brief). */
function EncRespResult({ encResp }: { encResp: string }) {
  const [view, setView] = useState<PaymentView>({ state: 'loading' });
  // The projects are the buyer's own: listed while the buyer is signed in on this device.
  const signedIn = Boolean(useSession().user);

  useEffect(() => {
    let active = true;
    postPaymentResponse(encResp)
      .then((answer) => {
        if (!active) return;
        if (answer.ok) {
          cartActions.clear();
          clearCheckoutSession();
          setView({ state: 'success', result: answer.result });
        } else {
          setView({ state: 'failed' });
        }
      })
      .catch(() => active && setView({ state: 'error' }));
    return () => {
      active = false;
    };
  }, [encResp]);

  return (
    <PaymentResultCard
      view={view}
      nextStep={(result) =>
        signedIn ? (
          <AwaitingBriefLinks orderNumber={result.order_id} projectPath={projectPath} />
        ) : (
          <p className="mt-6 text-sm text-slate-700">
            <Trans
              i18nKey="payment.nextBrief"
              components={{ link: <Link to={paths.myOrders} className="font-semibold text-brand-700 underline" /> }}
            />
          </p>
        )
      }
    />
  );
}

/** A return from the provider without a session: the order's number and status, nothing more. */
function OrderNumberResult({ orderNumber }: { orderNumber: string }) {
  const { t } = useTranslation();
  const result = useOrderResult(orderNumber);
  if (result.data) return <OrderResultCard result={result.data} />;
  if (result.isError) return <PaymentResultCard view={{ state: 'error' }} />;
  return <Spinner label={t('payment.checking')} />;
}

/**
 * /sucess (and /success): asks the server what encResp stands for. Without encResp but with
 * `order_id` (back from the provider without a session), the order's status by its number.
 */
export function PaymentResponseRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('payment.statusTitle'));
  const [search] = useSearchParams();
  const encResp = search.get('encResp') ?? '';
  const orderNumber = search.get('order_id');

  return (
    <div className="py-16">
      <Container className="max-w-xl">
        {!encResp && orderNumber ? (
          <OrderNumberResult orderNumber={orderNumber} />
        ) : (
          <EncRespResult encResp={encResp} />
        )}
      </Container>
    </div>
  );
}
