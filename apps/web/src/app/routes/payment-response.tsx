import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Container } from '../../components/ui/container';
import { cartActions } from '../../features/cart';
import {
  clearCheckoutSession,
  PaymentResultCard,
  type PaymentView,
  postPaymentResponse,
} from '../../features/checkout';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /sucess (and /success): asks the server what encResp stands for; only a paid order shows Success. */
export function PaymentResponseRoute() {
  useDocumentTitle('Payment status');
  const [search] = useSearchParams();
  const encResp = search.get('encResp') ?? '';
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

  return (
    <div className="py-16">
      <Container className="max-w-xl">
        <PaymentResultCard view={view} />
      </Container>
    </div>
  );
}
