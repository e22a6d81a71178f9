import { useEffect } from 'react';
import { BusinessNameField, nameTextStyle } from '../../components/name-preview';
import { Container } from '../../components/ui/container';
import { ShareLinkButton } from '../../components/ui/share-link-button';
import { paths } from '../../config/paths';
import { CatalogueSection, type CatalogueState, parseSeed, useVisitSeed } from '../../features/catalogue';
import { Trans, useTranslation } from '../../i18n';
import { rememberBusinessName } from '../../lib/business-name';
import { useHref, useSearchParams } from '../../lib/router';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DesignsSearch } from './designs-search';

function readState(params: URLSearchParams, visitSeed: number): CatalogueState {
  const page = Number(params.get('page'));
  return {
    category: params.get('category') || undefined,
    q: params.get('q') || undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    seed: parseSeed(params.get('seed')) ?? visitSeed,
  };
}

/** The address of a catalogue state; the seed goes in so the address shows the same designs in the same order. */
function toSearch(state: CatalogueState, business: string | undefined): URLSearchParams {
  const search = new URLSearchParams();
  if (state.seed !== undefined) search.set('seed', String(state.seed));
  if (business) search.set('business', business);
  if (state.q) search.set('q', state.q);
  if (state.category) search.set('category', state.category);
  if (state.page > 1) search.set('page', String(state.page));
  return search;
}

/**
 * /designs: the paged grid, with the filter, keyword and business name kept in the URL. A first visit
 * shows a fresh shuffle; once the visitor pages, filters, searches or shares, the seed joins the URL.
 */
export function DesignsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('catalogue.title'));
  const [params, setParams] = useSearchParams();
  const state = readState(params, useVisitSeed());
  const business = params.get('business')?.trim();
  // Under the page's language prefix (/hi/designs), so links and the chips' addresses keep the language.
  const designsAddress = useHref(paths.designs);
  useEffect(() => {
    if (business) rememberBusinessName(business);
  }, [business]);

  const update = (next: CatalogueState) => {
    setParams(toSearch(next, business));
    window.scrollTo({ top: 0 });
  };
  const shareableAddress = () => {
    const search = toSearch(state, business);
    setParams(search, { replace: true });
    return `${window.location.origin}${window.location.pathname}?${search}`;
  };

  return (
    <div className="py-10">
      <Container>
        <header className="mb-8 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <div>
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('catalogue.heading')}</h1>
            {/* One box for both lines (two lines high on phones), so typing a name never moves the grid. */}
            {business ? (
              <p className="mt-2 min-h-14 text-lg text-brand-800 sm:min-h-7">
                <Trans
                  i18nKey="catalogue.designsFor"
                  values={{ name: business }}
                  components={{ name: <span style={nameTextStyle} /> }}
                />
              </p>
            ) : (
              <p className="mt-2 min-h-14 text-slate-600 sm:min-h-7">{t('catalogue.lead')}</p>
            )}
            <div className="mt-3">
              <ShareLinkButton title={t('catalogue.heading')} address={shareableAddress} />
            </div>
          </div>
          <DesignsSearch initial={state.q ?? ''} onSearch={(q) => update({ ...state, q: q || undefined, page: 1 })} />
        </header>
        <div className="mb-6">
          <BusinessNameField
            onName={(name) => {
              const next = new URLSearchParams(params);
              if (name) next.set('business', name);
              else next.delete('business');
              setParams(next, { replace: true });
            }}
          />
        </div>
        <h2 className="sr-only">{t('catalogue.catalogueHeading')}</h2>
        <CatalogueSection
          state={state}
          onChange={update}
          emptyText={t('catalogue.empty')}
          addressOf={(next) => `${designsAddress}?${toSearch(next, business)}`}
        />
      </Container>
    </div>
  );
}
