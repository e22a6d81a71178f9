import { paymentFailureText } from '@store/shared';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button-link';
import { Container } from '../../components/ui/container';
import { paths } from '../../config/paths';
import { useCartItems } from '../../features/cart';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /fail: the spec's text, the reason the status check gave, and the way back to paying. */
export function FailRoute() {
  useDocumentTitle('Payment failed');
  const [search] = useSearchParams();
  const reason = paymentFailureText(search.get('reason'));
  const cartHasItems = useCartItems().length > 0;
  return (
    <div className="py-16">
      <Container className="max-w-xl">
        <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
          <div
            className="mx-auto flex size-14 items-center justify-center rounded-full bg-red-100 text-2xl text-red-700"
            aria-hidden="true"
          >
            !
          </div>
          <h1 className="mt-4 text-2xl font-bold">Payment Failed!</h1>
          <p className="mt-2 text-slate-600">Oops! Something went wrong. Please try again.</p>
          {reason ? (
            <p data-testid="fail-reason" className="mt-4 rounded-xl bg-red-50 px-4 py-3 font-medium text-red-800">
              {reason}
            </p>
          ) : null}
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            {cartHasItems ? <ButtonLink to={paths.checkout}>Pay again</ButtonLink> : null}
            <ButtonLink to={paths.home} variant={cartHasItems ? 'secondary' : 'primary'}>
              Retry Payment
            </ButtonLink>
          </div>
        </div>
      </Container>
    </div>
  );
}
