import {
  type CataloguePage,
  type DesignPage,
  FIRST_ROW_IMAGES_SCRIPT,
  HINDI_PREFIX,
  LAYOUT_SHELL_ADDRESS,
  type Language,
  type MarketingPlanList,
  type PublicStoreSettings,
  type SellerDisplay,
  sellerPlaceholders,
  splitLanguagePath,
} from '@store/shared';
import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { PublicLayout } from './app/layout/public-layout';
import { AppProviders, createQueryClient } from './app/providers';
import { StorePages } from './app/router';
import { PageLoading } from './components/ui/page-loading';
import { demoCheckoutPath } from './config/paths';
import { faqEntries } from './content/faq';
import { seedCataloguePage, seedDesignPage, VisitSeedProvider } from './features/catalogue';
import { seedPlansOnSale } from './features/plans';
import { createTranslator } from './i18n';
import { hi } from './i18n/catalogues/hi';
// Every page is drawn here: the words of the pages the app loads later are joined at once.
import './i18n/page-words';
import { StaticRouter } from './lib/router';
import { SellerPlaceholders, storeSettingsQueryKey } from './lib/store-settings';

export { LANGUAGES } from '@store/shared';
export {
  APP_BOOT_ELEMENT_ID,
  APP_START_ELEMENT_ID,
  BOOT_LOADER_SCRIPT,
  LAYOUT_LOADER_SCRIPT,
  LAYOUT_SHELL_ATTRIBUTE,
} from './lib/app-boot';

/** The store settings of a request, the seller's texts made from them, and the plans on sale. */
export interface SiteTexts {
  settings: PublicStoreSettings;
  seller: SellerDisplay;
  plans?: MarketingPlanList;
}

/** What one render draws with: its data, and what it sits in (a visit's shuffle seed). */
interface RenderInput {
  queryClient?: QueryClient;
  wrap?: (page: ReactNode) => ReactNode;
  /** The seller's texts, for a page drawn on a request; placeholders the server fills otherwise. */
  seller?: SellerDisplay;
  /** The words of a page the app draws at its one address (the visitor's chosen language); else its address's. */
  language?: Language;
  /** What the router shows instead of the store's pages. */
  pages?: ReactNode;
}

/** A page drawn on a request shows the settings it is sent with (the contact page's address, the footer). */
function requestInput(site: SiteTexts | undefined, seed?: (client: QueryClient) => void): RenderInput {
  const queryClient = createQueryClient();
  seed?.(queryClient);
  if (site) queryClient.setQueryData(storeSettingsQueryKey, site.settings);
  if (site?.plans) seedPlansOnSale(queryClient, site.plans);
  return { queryClient, seller: site?.seller };
}

async function renderOnce(
  url: string,
  { queryClient, wrap = (page) => page, seller, language: chosen, pages = <StorePages /> }: RenderInput,
): Promise<string> {
  // `/hi/…` is drawn in Hindi, its links kept under `/hi` as the browser's app keeps them.
  const { language: addressed } = splitLanguagePath(url.split('?')[0] ?? '/');
  const language = chosen ?? addressed;
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders queryClient={queryClient} i18n={createTranslator(language, hi)}>
        {/* The seller's texts change at run time: a page built ahead holds placeholders the server fills. */}
        <SellerPlaceholders texts={seller ?? sellerPlaceholders()}>
          <StaticRouter location={url} basename={addressed === 'hi' ? HINDI_PREFIX : undefined}>
            {wrap(pages)}
          </StaticRouter>
        </SellerPlaceholders>
      </AppProviders>
    </StrictMode>,
    {
      // Whole pages in one piece: larger boundaries would otherwise be sent apart, revealed by inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        throw error;
      },
    },
  );
  return new Response(prelude).text();
}

/** The one inline script a page may hold: the catalogue grid's, which the store's CSP allows by its hash. */
const FIRST_ROW_IMAGES = `<script>${FIRST_ROW_IMAGES_SCRIPT}</script>`;

/**
 * The HTML of a page as a first-time visitor sees it before any data arrives: no session,
 * an empty cart, catalogue sections in their loading state, the seller's details as
 * placeholders (filled by the server per request). Built once at build time.
 * A page's lazily loaded parts suspend the first time; once their code has arrived the page
 * renders in one piece, with no inline script of React's to reveal them (the store's CSP allows none).
 */
export async function renderPage(url: string, input: RenderInput = {}): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const html = await renderOnce(url, input);
    if (!html.replaceAll(FIRST_ROW_IMAGES, '').includes('<script')) return html;
  }
  throw new Error(`${url} still had suspended parts after 5 renders`);
}

/**
 * A design's page with its content (title, preview, price, category, more of its category), as the
 * browser draws it from the same data, which the page also carries: it hydrates unchanged. Rendered by
 * the server when a design page is asked for; header, cart and footer as in the pages above.
 */
export function renderDesignPage(url: string, page: DesignPage, site?: SiteTexts): Promise<string> {
  return renderPage(
    url,
    requestInput(site, (client) => seedDesignPage(client, page)),
  );
}

/**
 * `/` or `/designs` (any filter, keyword, page) with its designs and categories, in the visit's shuffle
 * seed, as the browser draws it from the same data, which the page also carries: it hydrates unchanged.
 */
export function renderCataloguePage(url: string, page: CataloguePage, site?: SiteTexts): Promise<string> {
  return renderPage(url, {
    ...requestInput(site, (client) => seedCataloguePage(client, page)),
    wrap: (pages) => <VisitSeedProvider seed={page.seed}>{pages}</VisitSeedProvider>,
  });
}

/**
 * A page that shows no data of its own but the store settings (/contactus, /marketing, the login and sign-up
 * forms), drawn on a request; `language` for a page drawn at its one address in the visitor's chosen language.
 */
export function renderSitePage(url: string, site?: SiteTexts, language?: Language): Promise<string> {
  return renderPage(url, { ...requestInput(site), language });
}

/**
 * The store's header and footer around a page still loading, in one language: what a page the app draws (the
 * cart, sign-up, checkout, My Orders…) shows from its HTML alone, before its code has arrived. The app then
 * draws over it; the loading page is what it shows first there too. The seller's details are placeholders.
 */
export function renderLayoutShell(language: Language): Promise<string> {
  // At an address no header link points to, as for every page it stands in for: no link shows as the current page.
  return renderPage(LAYOUT_SHELL_ADDRESS, {
    language,
    pages: (
      <PublicLayout>
        <PageLoading />
      </PublicLayout>
    ),
  });
}

/**
 * The demo provider's checkout as it opens, in one language: its notice, and "Opening secure checkout…" where the
 * order's amount and the ways to pay come once the app has read the session. The app then draws over it; this is
 * what it shows first there too.
 */
export function renderDemoCheckoutShell(language: Language): Promise<string> {
  return renderPage(demoCheckoutPath('opening'), { language });
}

/** JSON that no answer can end its script element with. */
const jsonLd = (value: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')}</script>`;

/** Structured data written into a prerendered page's head: the home page's FAQ, from the same texts it shows. */
export function headExtras(url: string): string {
  if (url !== '/') return '';
  return jsonLd({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqEntries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  });
}
