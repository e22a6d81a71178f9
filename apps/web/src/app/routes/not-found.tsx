import { ButtonLink } from '../../components/ui/button-link';
import { Container } from '../../components/ui/container';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

export function NotFoundRoute() {
  useDocumentTitle('Page not found');
  return (
    <div className="py-20">
      <Container className="max-w-xl text-center">
        <p className="text-sm font-semibold text-brand-700">404</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight">Page not found</h1>
        <p className="mt-3 text-slate-600">The page you are looking for does not exist or has moved.</p>
        <div className="mt-6 flex justify-center gap-3">
          <ButtonLink to={paths.home}>Go to home</ButtonLink>
          <ButtonLink to={paths.designs} variant="secondary">
            Browse designs
          </ButtonLink>
        </div>
      </Container>
    </div>
  );
}
