import { useMatches } from 'react-router';
import { ButtonLink } from '../../components/ui/button-link';
import { Container } from '../../components/ui/container';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Stand-in for screens that arrive with accounts, checkout and the back office; the title comes from the route. */
export function ComingSoonRoute() {
  const handle = useMatches().at(-1)?.handle as { title?: string } | undefined;
  const title = handle?.title ?? 'Coming soon';
  useDocumentTitle(title);
  return (
    <div className="py-20">
      <Container className="max-w-xl text-center">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-3 text-slate-600">This part of the store is not open yet. Meanwhile, browse our designs.</p>
        <ButtonLink to={paths.designs} className="mt-6">
          Browse designs
        </ButtonLink>
      </Container>
    </div>
  );
}
