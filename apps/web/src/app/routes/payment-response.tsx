import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import { cartActions } from '../../features/cart';
import {
  clearCheckoutSession,
  OrderResultCard,
  PaymentResultCard,
  type PaymentView,
  postPaymentResponse,
  useOrderResult,
} from '../../features/checkout';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The result behind encResp: only a paid order shows Success, with its details. */
function EncRespResult({ encResp }: { encResp: string }) {
  const [view, setView] = useState<PaymentView>({ state: 'loading' });

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

  return <PaymentResultCard view={view} />;
}

/** A return from the provider without a session: the order's number and status, nothing more. */
function OrderNumberResult({ orderNumber }: { orderNumber: string }) {
  const result = useOrderResult(orderNumber);
  if (result.data) return <OrderResultCard result={result.data} />;
  if (result.isError) return <PaymentResultCard view={{ state: 'error' }} />;
  return <Spinner label="Checking your payment…" />;
}

/**
 * /sucess (and /success): asks the server what encResp stands for. Without encResp but with
 * `order_id` (back from the provider without a session), the order's status by its number.
 */
export function PaymentResponseRoute() {
  useDocumentTitle('Payment status');
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
