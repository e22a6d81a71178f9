import { ButtonLink } from '../../components/ui/button-link';
import { Container } from '../../components/ui/container';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

export function FailRoute() {
  useDocumentTitle('Payment failed');
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
          <ButtonLink to={paths.home} className="mt-6">
            Retry Payment
          </ButtonLink>
        </div>
      </Container>
    </div>
  );
}
