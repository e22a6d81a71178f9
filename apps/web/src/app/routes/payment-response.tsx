import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Container } from '../../components/ui/container';
import { paths, projectPath } from '../../config/paths';
import { cartActions } from '../../features/cart';
import {
  clearCheckoutSession,
  PaymentResultCard,
  type PaymentView,
  postPaymentResponse,
} from '../../features/checkout';
import { AwaitingBriefLinks } from '../../features/projects';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /sucess (and /success): asks the server what encResp stands for; only a paid order shows Success. */
export function PaymentResponseRoute() {
  useDocumentTitle('Payment status');
  const [search] = useSearchParams();
  const encResp = search.get('encResp') ?? '';
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
    <div className="py-16">
      <Container className="max-w-xl">
        <PaymentResultCard
          view={view}
          nextStep={(result) =>
            signedIn ? (
              <AwaitingBriefLinks orderNumber={result.order_id} projectPath={projectPath} />
            ) : (
              <p className="mt-6 text-sm text-slate-700">
                Next: fill in your website brief from{' '}
                <Link to={paths.myOrders} className="font-semibold text-brand-700 underline">
                  My orders
                </Link>
                .
              </p>
            )
          }
        />
      </Container>
    </div>
  );
}
