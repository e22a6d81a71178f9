import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  type DesignPage,
  LAYOUT_SHELL_ADDRESS,
  type Language,
  languageFromCookie,
  languagePath,
  type MarketingPlanList,
  PLANS_ELEMENT_ID,
  splitLanguagePath,
} from '@store/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { compressedIfMade, compressedOffLoop, compressedOnce } from '../lib/compressed-once';
import { escapeHtml } from '../lib/page-head';
import { hasHindiPage } from '../lib/page-languages';
import type { ShortMemo } from '../lib/short-memo';
import type { CataloguePageLoader, DesignPageAnswer, DesignPageLoader, EarlyAnswer } from '../lib/web-pages';
import { designPath, nextVisitSeed, readCatalogueAddress, VISIT_SEEDS } from '../modules/catalogue';
import { type DrawnPage, DrawnPageCache } from './drawn-page-cache';
import {
  type PageData,
  type PageDataLoader,
  type SiteData,
  type SiteDataLoader,
  withPageData,
  withSiteData,
  withSiteSettings,
} from './page-data';
import { loadPageRenderer, type SiteTexts } from './page-render';
import { PageStyles } from './page-styles';
import { notModified, seedNamedBy } from './page-validators';
import { onPublicHost, toPublicHost } from './public-host';
import { publicPageHead } from './public-page-meta';
import { loadRoutePreloads } from './route-preloads';
import { withSiteBanner } from './site-banner';

/** Pages written at build time (scripts/prerender.mjs), by the path they are sent for. */
const PRERENDERED: Record<string, string> = { '/': 'home.html', '/designs': 'designs.html' };
/**
 * Pages drawn on each request into their template (the page with an empty root): the catalogue pages
 * from the request's designs, the others from the store settings alone.
 */
const DRAWN_PAGES: Record<
  string,
  { template: string; draws: 'catalogue' | 'site'; showsPlans?: boolean; inChosenLanguage?: boolean }
> = {
  '/': { template: 'home-template.html', draws: 'catalogue', showsPlans: true },
  '/designs': { template: 'designs-template.html', draws: 'catalogue' },
  '/marketing': { template: 'marketing-template.html', draws: 'site', showsPlans: true },
  '/contactus': { template: 'contactus-template.html', draws: 'site' },
  // The forms on the way to paying have one address, in the language the visitor chose (the `lang` cookie).
  '/user-login': { template: 'user-login-template.html', draws: 'site', inChosenLanguage: true },
  '/signup': { template: 'signup-template.html', draws: 'site', inChosenLanguage: true },
};

/** The words a drawn page comes in: its address's, or at the one address of a form, the visitor's choice. */
function drawnLanguage(pathname: string, cookie: string | undefined): Language {
  const { language, path: page } = splitLanguagePath(pathname);
  if (language !== 'en' || !DRAWN_PAGES[page]?.inChosenLanguage) return language;
  return languageFromCookie(cookie) ?? 'en';
}

/** A page whose words follow the language cookie varies by it for every cache between. */
const varyOf = (pathname: string) =>
  DRAWN_PAGES[splitLanguagePath(pathname).path]?.inChosenLanguage ? 'Cookie, Accept-Encoding' : 'Accept-Encoding';

/** The shell's own title and description give way to the page's head tags. */
function withHeadTags(html: string, head: string): string {
  return html.replace(/<meta name="description"[^>]*>/, '').replace(/<title>[^<]*<\/title>/, () => head);
}

const DESIGN_PAGE_PATH = /^\/designs\/([^/]+)$/;

/** A page drawn in Hindi says so (screen readers, hyphenation, its Devanagari face): the templates say English. */
const inLanguage = (html: string, language: Language) =>
  language === 'en' ? html : html.replace('<html lang="en"', () => `<html lang="${language}"`);

/**
 * A visitor who chose Hindi (the language cookie) asking for an English page that has a Hindi one: its address.
 * Only their own choice moves them; a browser's languages never do.
 */
function chosenHindiAddress(cookie: string | undefined, pathname: string, query: string | undefined) {
  const { language, path: page } = splitLanguagePath(pathname);
  if (language !== 'en' || !hasHindiPage(page) || languageFromCookie(cookie) !== 'hi') return undefined;
  return `${languagePath(page, 'hi')}${query === undefined ? '' : `?${query}`}`;
}

/** What a page drawn on a request shows of the store settings. */
const siteTexts = (site: SiteData): SiteTexts => ({
  settings: site.json as SiteTexts['settings'],
  seller: site.seller,
});
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * A page drawn on a request: its template with the drawn root, and the settings it was drawn with;
 * its stylesheet cut to what the page uses.
 */
function filledTemplate(template: TemplatePage, root: string, site: SiteData | undefined, data?: PageData): string {
  const html = template.body.toString('utf8').replace(EMPTY_ROOT, () => `<div id="root">${root}</div>`);
  const withData = data ? withPageData(html, data) : html;
  return template.styles.forPage(site ? withSiteSettings(withData, site) : withData);
}

interface HtmlPage {
  body: Buffer;
  etag: string;
}

/** A page the server draws into, with its inlined stylesheet read once. */
interface TemplatePage extends HtmlPage {
  styles: PageStyles;
}

function templatePage(file: string, banner: string | undefined): TemplatePage {
  const page = htmlPage(file, banner);
  return { ...page, styles: new PageStyles(page.body.toString('utf8')) };
}

function htmlPage(file: string, banner: string | undefined): HtmlPage {
  const body = banner ? Buffer.from(withSiteBanner(readFileSync(file, 'utf8'), banner)) : readFileSync(file);
  return withEtag(body);
}

/** A layout shell with the address asked for where it names the page it is on. */
function atAddress(page: HtmlPage, pathname: string, query: string | undefined): HtmlPage {
  const address = escapeHtml(query === undefined ? pathname : `${pathname}?${query}`);
  return withEtag(Buffer.from(page.body.toString('utf8').replaceAll(LAYOUT_SHELL_ADDRESS, () => address)));
}

/** A page's bytes with their validator: revalidated on every visit, the hash lets a repeat visit get a 304. */
function withEtag(body: Buffer): HtmlPage {
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` };
}

/**
 * Serves the built front end: hashed assets cached for a year, everything else
 * revalidated, and any unknown non-API path answered with the app shell so the
 * router can show the page (or its 404 page). `/` and `/designs` without a query
 * get their prerendered HTML, which the app hydrates. A page with a data loader gets
 * fresh data on every request, so it carries no validator. A `banner` is written into every page,
 * above the app, so it shows before (and without) any script. `siteData` (the store settings) goes
 * into every page, current on every request; a prerendered page's placeholders are filled from it,
 * and when it cannot be loaded the shell goes instead, so a page never shows placeholders or old texts.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string,
  pageData: Record<string, PageDataLoader> = {},
  {
    banner,
    siteData,
    designPage,
    cataloguePage,
    plansOnSale,
    publicUrl,
    security = {},
  }: {
    banner?: string;
    siteData?: SiteDataLoader & Partial<Pick<ShortMemo<SiteData>, 'peek'>>;
    designPage?: DesignPageLoader;
    cataloguePage?: CataloguePageLoader;
    /** The plans on sale, drawn into the pages that show them and carried for the browser. */
    plansOnSale?: (() => Promise<MarketingPlanList>) & Partial<Pick<ShortMemo<MarketingPlanList>, 'peek'>>;
    publicUrl?: string;
    /** The app's security headers, for pages answered before its routing and hooks. */
    security?: Record<string, string>;
  } = {},
): Promise<EarlyAnswer> {
  const indexFile = path.join(webRoot, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webRoot }, 'front end not built; only the API is served');
    return () => false;
  }
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    preCompressed: true,
    allowedPath: (pathName) => !pathName.startsWith('/prerendered/'),
    setHeaders(response, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      response.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const shell = htmlPage(indexFile, banner);
  /**
   * The shells drawn at build time that route-preloads.json names (scripts/prerender.mjs), by name and language:
   * the store's header and footer around a loading page, or a page's own (the provider's checkout as it opens).
   * Read at the first request for each; undefined when the build has none.
   */
  const drawnShells = new Map<string, HtmlPage | undefined>();
  const drawnShell = (name: string, language: Language) => {
    const key = `${name}.${language}`;
    if (!drawnShells.has(key)) {
      const file = path.join(webRoot, 'prerendered', `${key}.html`);
      drawnShells.set(key, existsSync(file) ? htmlPage(file, banner) : undefined);
    }
    return drawnShells.get(key);
  };
  /**
   * The shell for an address the app draws, naming its page's code; made once per route and language. A page
   * arrives in its drawn shell in the `language` given (none: the plain shell, as when the settings that fill the
   * layout's footer cannot be read), which shows before the app's code has come.
   */
  const routePreloads = loadRoutePreloads(webRoot);
  const routeShells = new Map<string, HtmlPage>();
  const inDrawnShell = new WeakSet<HtmlPage>();
  const shellFor = (page: string, language: Language | undefined): HtmlPage => {
    const preload = routePreloads(page);
    if (!preload) return shell;
    const base = (preload.shell && language && drawnShell(preload.shell, language)) || shell;
    const key = `${preload.route}\n${base === shell ? '' : language}`;
    let routeShell = routeShells.get(key);
    if (!routeShell) {
      const named = base === shell ? preload.links : preload.chunks;
      const body = Buffer.from(base.body.toString('utf8').replace('</head>', () => `${named}</head>`));
      routeShell = withEtag(body);
      routeShells.set(key, routeShell);
      if (base !== shell) inDrawnShell.add(routeShell);
    }
    return routeShell;
  };
  const prerendered = new Map<string, HtmlPage>();
  for (const [pathname, file] of Object.entries(PRERENDERED)) {
    const full = path.join(webRoot, 'prerendered', file);
    if (existsSync(full)) prerendered.set(pathname, htmlPage(full, banner));
  }
  // A design's page is drawn per request from its data (the design changes at run time), into this page.
  const designTemplateFile = path.join(webRoot, 'prerendered', 'design.html');
  const designTemplate = existsSync(designTemplateFile) ? templatePage(designTemplateFile, banner) : undefined;
  const renderer = loadPageRenderer(webRoot);
  const drawnTemplates = new Map<string, TemplatePage>();
  for (const [pathname, { template }] of Object.entries(DRAWN_PAGES)) {
    const full = path.join(webRoot, 'prerendered', template);
    if (existsSync(full)) drawnTemplates.set(pathname, templatePage(full, banner));
  }

  /** The last page built per source page and settings, so unchanged settings cost no work. */
  const built = new Map<HtmlPage, { key: string; page: HtmlPage }>();
  const withSite = (page: HtmlPage, site: Awaited<ReturnType<SiteDataLoader>> | undefined): HtmlPage => {
    if (!site) return page;
    const key = JSON.stringify(site.json);
    const last = built.get(page);
    if (last?.key === key) return last.page;
    const body = Buffer.from(withSiteData(page.body.toString('utf8'), site));
    const fresh = withEtag(body);
    built.set(page, { key, page: fresh });
    return fresh;
  };

  /** A page with its own head tags (title, description, canonical, Open Graph, JSON-LD), kept per source page. */
  const headed = new Map<HtmlPage, { head: string; page: HtmlPage }>();
  const withHead = (page: HtmlPage, head: string | undefined): HtmlPage => {
    if (!head) return page;
    const last = headed.get(page);
    if (last?.head === head) return last.page;
    const body = Buffer.from(withHeadTags(page.body.toString('utf8'), head));
    const fresh = withEtag(body);
    headed.set(page, { head, page: fresh });
    return fresh;
  };

  /** Head tags by page and language, made once per loaded copy of the settings: a crowd's requests share them. */
  const heads = new Map<string, { seller: unknown; value: string | undefined }>();
  const pageHead = (page: string, language: Language, seller: unknown) => {
    const key = `${language} ${page}`;
    const kept = heads.get(key);
    if (kept && kept.seller === seller) return kept.value;
    const value = publicUrl ? publicPageHead(page, publicUrl, seller, language) : undefined;
    // Any address can be asked for (a 404 gets the shell too): the map is emptied rather than let grow.
    if (heads.size >= 200) heads.clear();
    heads.set(key, { seller, value });
    return value;
  };

  const loadSite = async (request: FastifyRequest) => {
    if (!siteData) return undefined;
    try {
      return await siteData();
    } catch (error) {
      request.log.warn({ err: error }, 'site data unavailable');
      return undefined;
    }
  };

  const sendWithData = async (request: FastifyRequest, reply: FastifyReply, page: HtmlPage, load: PageDataLoader) => {
    let data: Awaited<ReturnType<PageDataLoader>>;
    try {
      data = await load();
    } catch (error) {
      // The page works without it: the browser then asks the API itself.
      request.log.warn({ err: error }, 'page data unavailable');
    }
    const html = data ? withPageData(page.body.toString('utf8'), data) : page.body;
    return reply.code(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };

  const drawnCache = new DrawnPageCache();
  /** Draws (or checks) under way by cache key: a crowd asking for the same page waits on one. */
  const drawing = new Map<string, Promise<DrawnPage | undefined>>();
  const drawOnce = (key: string, draw: () => Promise<DrawnPage | undefined>) => {
    const started = draw();
    drawing.set(key, started);
    const done = () => drawing.delete(key);
    started.then(done, done);
    return started;
  };
  const sourceOf = (data: unknown) => createHash('sha256').update(JSON.stringify(data)).digest('base64url');

  /**
   * A short fingerprint of the settings and plans a page is drawn from, made once per loaded copy of them (the
   * loaders keep one copy for up to a second), so a page sent from the cache costs no hashing of its data.
   */
  const fingerprints = new WeakMap<object, Map<object | undefined, string>>();
  const noSite = {};
  const dataFingerprint = (site: object | undefined, plans: object | undefined) => {
    const bySite = fingerprints.get(site ?? noSite) ?? new Map<object | undefined, string>();
    fingerprints.set(site ?? noSite, bySite);
    let fingerprint = bySite.get(plans);
    if (fingerprint === undefined) {
      const json = JSON.stringify([(site as { json?: unknown } | undefined)?.json, plans]);
      fingerprint = createHash('sha256').update(json).digest('base64url');
      // One entry per plans copy; older copies are never asked for again.
      bySite.clear();
      bySite.set(plans, fingerprint);
    }
    return fingerprint;
  };

  /** Everything a page is drawn from but the catalogue's designs, which only change with `changes`. */
  const pageKey = (
    url: string,
    language: Language,
    seed: number | undefined,
    site: object | undefined,
    plans: object | undefined,
  ) => `${url}\n${language}\n${seed}\n${dataFingerprint(site, plans)}\n${cataloguePage?.changes?.()}`;

  /** The visit seed the early answer chose for a request it left to the route: the route draws or checks that page. */
  const seedsChosen = new WeakMap<IncomingMessage, number>();

  /**
   * A visit's seed: the one its validator names (a repeat visit keeps its shuffle, and gets a 304 while that page
   * is current), else the next in turn.
   */
  const visitSeed = (headers: IncomingHttpHeaders) =>
    seedNamedBy(headers['if-none-match'], VISIT_SEEDS) ?? nextVisitSeed();

  /** The seed a catalogue page is drawn in: the address's own, else the one already chosen, else the visit's. */
  const seedFor = (request: FastifyRequest, pathname: string, search: URLSearchParams) =>
    (pathname === '/designs' ? readCatalogueAddress(search)?.seed : undefined) ??
    seedsChosen.get(request.raw) ??
    visitSeed(request.headers);

  /**
   * A page of DRAWN_PAGES as drawn for this request (the catalogue pages with the designs they show),
   * from the cache when the same page was drawn from the same data in the last seconds. A page past its
   * time is still sent while a fresh one is drawn behind it, and a request for a page being drawn waits
   * for that draw, so a crowd never falls back to the unfilled page. Undefined (the page goes as built,
   * or the shell, and the browser asks the API) when it cannot be drawn, the settings are missing, or
   * the render budget refuses a new render.
   */
  const drawnPage = async (
    request: FastifyRequest,
    pathname: string,
    language: Language,
    query: string | undefined,
    site: Awaited<ReturnType<SiteDataLoader>> | undefined,
    head: () => string | undefined,
  ): Promise<{ page: DrawnPage; cached: boolean } | undefined> => {
    const template = drawnTemplates.get(pathname);
    const { draws, showsPlans } = DRAWN_PAGES[pathname] ?? {};
    if (!template || !renderer || (siteData && !site)) return undefined;
    if (draws === 'catalogue' && !cataloguePage) return undefined;
    try {
      const plans = showsPlans && plansOnSale ? await plansOnSale() : undefined;
      const search = new URLSearchParams(query ?? '');
      const seed = draws === 'catalogue' ? seedFor(request, pathname, search) : undefined;
      const key = pageKey(request.url, language, seed, site, plans);
      // What the page shows beyond its key: the catalogue's designs (another instance may have changed them).
      const read = async () => {
        if (draws === 'site') return { source: 'key' };
        const answer = await cataloguePage?.(pathname, search, seed);
        if (!answer) return undefined;
        return { answer, source: sourceOf(answer.page) };
      };
      const draw = async (data: Awaited<ReturnType<typeof read>>) => {
        if (!data) return undefined;
        const texts = site && { ...siteTexts(site), plans };
        const fill = (root: string) =>
          filledTemplate(template, root, site, plans && { elementId: PLANS_ELEMENT_ID, json: plans });
        let html: string | undefined;
        const { answer } = data;
        if (!answer) {
          const root = await renderer.site(request.ip, request.url, texts, language);
          html = root === undefined ? undefined : fill(root);
        } else {
          const root = await renderer.catalogue(request.ip, request.url, answer.page, texts);
          html = root === undefined ? undefined : withPageData(fill(root), answer.data);
        }
        const tags = html === undefined ? undefined : head();
        const headed = tags && html !== undefined ? withHeadTags(html, tags) : html;
        return headed === undefined ? undefined : drawnCache.set(key, inLanguage(headed, language), data.source, seed);
      };
      /** A page past its time: its data read again, and drawn anew only if it changed (and the budget allows). */
      const refresh = async (page: DrawnPage) => {
        const data = await read();
        return data?.source === page.source ? drawnCache.renew(key, page) : draw(data);
      };
      const kept = drawnCache.get(key);
      const underWay = drawing.get(key);
      if (kept) {
        if (!kept.fresh && !underWay) {
          drawOnce(key, () => refresh(kept.page)).catch((error: unknown) =>
            request.log.error({ err: error }, 'page could not be drawn on the server'),
          );
        }
        return { page: kept.page, cached: true };
      }
      if (underWay) {
        const page = await underWay;
        return page && { page, cached: true };
      }
      if (!renderer.admits(request.ip)) return undefined;
      const page = await drawOnce(key, async () => draw(await read()));
      return page && { page, cached: false };
    } catch (error) {
      request.log.error({ err: error }, 'page could not be drawn on the server');
      return undefined;
    }
  };

  /** Says how a page the server draws was answered: drawn now, from the cache, or the shell instead. */
  const renderTiming = (reply: FastifyReply, render: 'drawn' | 'cached' | 'shell') =>
    reply.header('Server-Timing', `render;desc="${render}"`);

  const sendDrawn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    drawn: { page: DrawnPage; cached: boolean },
  ) => {
    renderTiming(reply, drawn.cached ? 'cached' : 'drawn')
      .header('Cache-Control', 'no-cache')
      .header('ETag', drawn.page.etag)
      .header('Vary', varyOf(request.url.split('?')[0] ?? '/'));
    if (notModified(request.headers['if-none-match'], drawn.page.etag)) return reply.code(304).send();
    const { body, encoding } = await compressedOffLoop(drawn.page.html, request.headers['accept-encoding']);
    reply.code(200).type('text/html; charset=utf-8');
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(body);
  };

  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname = '/', query] = request.url.split('?');
    const chosen = chosenHindiAddress(request.headers.cookie, pathname, query);
    if (chosen) return reply.code(302).header('Cache-Control', 'no-store').header('Location', chosen).send();
    // `/hi/designs` is `/designs` drawn in Hindi.
    const { language, path: page } = splitLanguagePath(pathname);
    const site = await loadSite(request);
    // The head is made only when needed: a page sent from the cache carries its own.
    const head = () => pageHead(page, language, site?.json);
    const drawnIn = drawnLanguage(pathname, request.headers.cookie);
    const drawn = await drawnPage(request, page, drawnIn, query, site, head);
    if (drawn) return sendDrawn(request, reply, drawn);
    if (DRAWN_PAGES[page]) renderTiming(reply, 'shell');
    // A query (a category, a page) changes what the page shows first, so only the plain paths are prerendered.
    // Without the settings a prerendered page would keep its placeholders: the shell goes, and the browser asks.
    const usable = query === undefined && (site || !siteData);
    const prerenderedPage = usable ? prerendered.get(pathname) : undefined;
    const load = pageData[pathname];
    if (prerenderedPage && load) {
      return sendWithData(request, reply, withHead(withSite(prerenderedPage, site), head()), load);
    }
    // A page the app draws at its one address comes in the visitor's chosen language; an address under `/hi` is
    // left to the app, whose links then keep the prefix.
    const layoutLanguage =
      language === 'en' && (site || !siteData) ? (languageFromCookie(request.headers.cookie) ?? 'en') : undefined;
    const shellPage = prerenderedPage ?? shellFor(page, layoutLanguage);
    const headed = withHead(withSite(shellPage, site), head());
    // A drawn shell's links to the page it is on (the layout's language switch) get the address asked for.
    const sent = inDrawnShell.has(shellPage) ? atAddress(headed, pathname, query) : headed;
    // The language cookie picks a drawn shell's words.
    const vary = inDrawnShell.has(shellPage) ? ['Cookie'] : [];
    reply.header('Cache-Control', 'no-cache').header('ETag', sent.etag);
    if (vary.length > 0) reply.header('Vary', vary.join(', '));
    if (notModified(request.headers['if-none-match'], sent.etag)) return reply.code(304).send();
    // Kept pages are compressed once, not on every request of a crowd that gets them.
    const { body, encoding } = compressedOnce(sent.body, request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding).header('Vary', [...vary, 'Accept-Encoding'].join(', '));
    return reply.code(200).type('text/html; charset=utf-8').send(body);
  };

  /**
   * A design's page drawn on the server, its seller placeholders filled; undefined (the shell goes, and
   * the browser draws the page from the data it carries) when it cannot be drawn or the settings are missing.
   */
  const serverRendered = async (
    request: FastifyRequest,
    page: DesignPage,
    site: Awaited<ReturnType<SiteDataLoader>> | undefined,
    language: Language,
  ): Promise<string | undefined> => {
    if (!designTemplate || !renderer || (siteData && !site)) return undefined;
    let root: string | undefined;
    try {
      // Drawn at the design's own address whatever spelling of it was asked for: one page per design.
      const address = languagePath(designPath(page.design.slug), language);
      root = await renderer.design(request.ip, address, page, site && siteTexts(site));
    } catch (error) {
      request.log.error({ err: error }, 'design page could not be drawn on the server');
      return undefined;
    }
    return root === undefined ? undefined : inLanguage(filledTemplate(designTemplate, root, site), language);
  };

  /**
   * `/designs/<slug>`: the design's page drawn with its data, its head tags and the data it hydrates from, 301 from an earlier slug, and the
   * app's 404 or "no longer available" page with a real 404 or 410 status, so crawlers drop the address.
   */
  const sendDesignPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    load: DesignPageLoader,
    raw: string,
    language: Language,
  ) => {
    const [pathname = '/', query] = request.url.split('?');
    const chosen = chosenHindiAddress(request.headers.cookie, pathname, query);
    if (chosen) return reply.code(302).header('Cache-Control', 'no-store').header('Location', chosen).send();
    let answer: DesignPageAnswer;
    try {
      answer = await load(raw, language);
    } catch (error) {
      // The app asks the API itself and shows what it answers.
      request.log.warn({ err: error }, 'design page data unavailable');
      return sendShell(request, reply);
    }
    if (answer.kind === 'moved') {
      return reply
        .code(301)
        .header('Location', query === undefined ? answer.location : `${answer.location}?${query}`)
        .send();
    }
    const site = await loadSite(request);
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    if (answer.kind !== 'found') return reply.code(answer.kind === 'gone' ? 410 : 404).send(withSite(shell, site).body);
    const drawn = await serverRendered(request, answer.page, site, language);
    renderTiming(reply, drawn === undefined ? 'shell' : 'drawn');
    const body = drawn ?? withSite(shell, site).body.toString('utf8');
    const html = withHeadTags(withPageData(body, answer.data), answer.head);
    return reply.code(200).send(html);
  };

  const onRequest = toPublicHost(publicUrl);
  app.get('/', { onRequest }, (request, reply) => sendShell(request, reply));
  // Static files have their own routes (wildcard: false); what reaches here is a client route or a missing file.
  app.get('/*', { onRequest }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/')) {
      return reply.code(404).send({ error: `No API route for ${request.method} ${pathname}` });
    }
    if (/\.[a-z0-9]{1,8}$/i.test(pathname)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    const { language, path: page } = splitLanguagePath(pathname);
    const designSlug = designPage && DESIGN_PAGE_PATH.exec(page)?.[1];
    if (designPage && designSlug) return sendDesignPage(request, reply, designPage, designSlug, language);
    return sendShell(request, reply);
  });

  const servedHere = onPublicHost(publicUrl);
  const securityPairs = Object.entries(security).flatMap(([name, value]) => [name.toLowerCase(), value]);
  /**
   * A drawn page kept fresh, or past its time while its redraw is under way, answered straight from the Node
   * server before the app's routing, as the route would answer it: the same key (address, seed, settings and
   * plans as loaded now, catalogue changes) and the same headers. Anything else (a query, another host, data
   * not loaded yet, a page to draw or to start redrawing) goes to the app.
   */
  return (request, response) => {
    const url = request.url ?? '';
    const page = DRAWN_PAGES[splitLanguagePath(url).path];
    if (request.method !== 'GET' || !page || !renderer || !servedHere(request)) return false;
    // A visitor who chose Hindi is sent there by the route.
    if (chosenHindiAddress(request.headers.cookie, url, undefined)) return false;
    const site = siteData?.peek?.();
    const plans = page.showsPlans ? plansOnSale?.peek?.() : undefined;
    if ((siteData && !site) || (page.showsPlans && plansOnSale && !plans)) return false;
    const seed = page.draws === 'catalogue' ? visitSeed(request.headers) : undefined;
    // Only a plain path has a page here, so the address is the path.
    const key = pageKey(url, drawnLanguage(url, request.headers.cookie), seed, site, plans);
    const kept = drawnCache.get(key);
    const leftToRoute = () => {
      if (seed !== undefined) seedsChosen.set(request, seed);
      return false;
    };
    if (!kept || (!kept.fresh && !drawing.has(key))) return leftToRoute();
    const validated = ['cache-control', 'no-cache', 'etag', kept.page.etag, 'vary', varyOf(url)];
    if (notModified(request.headers['if-none-match'], kept.page.etag)) {
      response.writeHead(304, ['server-timing', 'render;desc="cached"', ...validated, ...securityPairs]);
      response.end();
      return true;
    }
    // A copy still being compressed is waited for by the route, off the event loop.
    const compressed = compressedIfMade(kept.page.html, request.headers['accept-encoding']);
    if (!compressed) return leftToRoute();
    const { body, encoding } = compressed;
    response.writeHead(200, [
      'server-timing',
      'render;desc="cached"',
      ...validated,
      'content-type',
      'text/html; charset=utf-8',
      ...(encoding ? ['content-encoding', encoding] : []),
      ...securityPairs,
      'content-length',
      String(body.byteLength),
    ]);
    response.end(body);
    return true;
  };
}
