import { useState } from 'react';
import { Container } from '../../components/ui/container';
import { CatalogueSection, type CatalogueState } from '../../features/catalogue';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /cards: the whole card list, twelve at a time. */
export function CardsRoute() {
  useDocumentTitle('All designs');
  const [state, setState] = useState<CatalogueState>({ page: 1 });
  return (
    <div className="py-10">
      <Container>
        <h1 className="mb-8 text-3xl font-bold tracking-tight">All design cards</h1>
        <h2 className="sr-only">Design catalogue</h2>
        <CatalogueSection state={state} onChange={setState} emptyText="No cards available." showFilter={false} />
      </Container>
    </div>
  );
}
