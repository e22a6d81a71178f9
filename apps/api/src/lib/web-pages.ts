import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CataloguePage, DesignPage, Language, MarketingPlanList } from '@store/shared';
import type { ShortMemo } from './short-memo';
import type { SiteData } from './site-data';

/** Data a prerendered page carries for its first view, filled in per request. */
export interface PageData {
  /** Id of the `<script type="application/json">` element the browser reads it from. */
  elementId: string;
  json: unknown;
  /** The image the page shows largest first, fetched with the HTML instead of after the script. */
  preloadImage?: { href: string; srcset: string; sizes: string };
}

/** Loads a page's data; undefined (or a failure) sends the page without it. */
export type PageDataLoader = () => Promise<PageData | undefined>;

/** A handler that answers a request itself and says so, or leaves it to the app. */
export type EarlyAnswer = (request: IncomingMessage, response: ServerResponse) => boolean;

/** A catalogue page's data, and the same data as the page carries it for the browser. */
export interface CataloguePageAnswer {
  page: CataloguePage;
  data: PageData;
}

/**
 * Looks up what `/` or `/designs?…` shows first, in `visitSeed` when the address brings no seed;
 * undefined for an address the page itself would refuse. `changes` counts this instance's changes to
 * the catalogue, so a page kept from before one is never sent after it.
 */
export type CataloguePageLoader = ((
  pathname: string,
  search: URLSearchParams,
  visitSeed?: number,
) => Promise<CataloguePageAnswer | undefined>) & { changes?: () => number };

/** What the server answers for `/designs/<slug>`: the page with its data, a redirect, a hidden design or nothing. */
export type DesignPageAnswer =
  | { kind: 'found'; page: DesignPage; data: PageData; head: string }
  | { kind: 'moved'; location: string }
  | { kind: 'gone' }
  | { kind: 'missing' };

/** Looks up a design page by the slug as it stands in the URL (still percent-encoded), its head in a language. */
export type DesignPageLoader = (rawSlug: string, language?: Language) => Promise<DesignPageAnswer>;

/** What the modules give the web pages the server sends: each gives its part. */
export interface WebPageSources {
  /** Said above the app on every page, before (and without) any script. */
  banner?: string;
  /** The store settings every page carries. */
  siteData?: (() => Promise<SiteData>) & Partial<Pick<ShortMemo<SiteData>, 'peek'>>;
  /** The plans on sale, drawn into the pages that show them and carried for the browser. */
  plansOnSale?: (() => Promise<MarketingPlanList>) & Partial<Pick<ShortMemo<MarketingPlanList>, 'peek'>>;
  cataloguePage?: CataloguePageLoader;
  designPage?: DesignPageLoader;
  /** A page's data by its path, for a page sent without the server's renderer. */
  pageData?: Record<string, PageDataLoader>;
  /** Answers some requests before the app's routing and hooks, with the app's security headers. */
  earlyAnswer?: (security: Record<string, string>) => EarlyAnswer;
}
