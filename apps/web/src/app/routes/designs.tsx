import { useSearchParams } from 'react-router';
import { Container } from '../../components/ui/container';
import { CatalogueSection, type CatalogueState } from '../../features/catalogue';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DesignsSearch } from './designs-search';

function readState(params: URLSearchParams): CatalogueState {
  const page = Number(params.get('page'));
  return {
    category: params.get('category') || undefined,
    q: params.get('q') || undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** /designs: the paged grid, with the filter, keyword and business name kept in the URL. */
export function DesignsRoute() {
  useDocumentTitle('Designs');
  const [params, setParams] = useSearchParams();
  const state = readState(params);
  const business = params.get('business')?.trim();

  const update = (next: CatalogueState) => {
    const search = new URLSearchParams();
    if (business) search.set('business', business);
    if (next.q) search.set('q', next.q);
    if (next.category) search.set('category', next.category);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="py-10">
      <Container>
        <header className="mb-8 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <div>
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Explore Our Designs</h1>
            {business ? (
              <p className="mt-2 text-lg text-brand-800">Designs for {business}</p>
            ) : (
              <p className="mt-2 text-slate-600">Ready-made websites for every kind of small business.</p>
            )}
          </div>
          <DesignsSearch initial={state.q ?? ''} onSearch={(q) => update({ ...state, q: q || undefined, page: 1 })} />
        </header>
        <h2 className="sr-only">Design catalogue</h2>
        <CatalogueSection state={state} onChange={update} emptyText="No cards available." />
      </Container>
    </div>
  );
}
