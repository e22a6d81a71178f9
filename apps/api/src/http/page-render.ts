import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CataloguePage, DesignPage, Language } from '@store/shared';
import { ByteLruCache } from '../lib/lru-cache';
import { RenderBudget } from './render-budget';
import { type RenderModule, renderThread, type SiteTexts } from './render-thread';

export type { SiteTexts } from './render-thread';

/**
 * Draws the HTML inside the app's root for one page from the data it shows, with the store settings
 * (or the seller's placeholders, when the store runs without settings), for the client at `address`.
 * Undefined when the page is not kept and the render budget refuses a new render: the caller sends
 * the page the browser draws itself.
 */
export interface PageRenderer {
  design(address: string, url: string, page: DesignPage, site?: SiteTexts): Promise<string | undefined>;
  catalogue(address: string, url: string, page: CataloguePage, site?: SiteTexts): Promise<string | undefined>;
  /** `language`: the words of a page drawn at its one address in the visitor's chosen language; else its address's. */
  site(address: string, url: string, site?: SiteTexts, language?: Language): Promise<string | undefined>;
  /** Whether a new page would be drawn for this client now. */
  admits(address: string): boolean;
}

/**
 * The drawn roots kept per process, in characters (two bytes each at most): a catalogue's most visited pages,
 * while a crowd of pages asked once (new searches) cannot grow the store past 8 MB of them.
 */
const KEPT_CHARACTERS = 4_000_000;

/**
 * The front end's server-side build (dist/prerendered/render, kept by apps/web/design-page-build.ts),
 * loaded when the server starts. Rendered pages are kept by what they show: the address and the data
 * read from the database on that request. Any edit, upload or deletion changes that data, so a changed
 * page is drawn afresh on every instance the next time it is asked for, and no instance can send an
 * outdated page (nothing is invalidated across processes). A page not kept is drawn when `budget` allows.
 */
export function loadPageRenderer(webRoot: string, budget = new RenderBudget()): PageRenderer | undefined {
  const file = path.join(webRoot, 'prerendered', 'render', 'prerender.js');
  if (!existsSync(file)) return undefined;
  // Drawn on a thread of its own, loaded at start; a failure shows per request.
  const loading = Promise.resolve(renderThread(pathToFileURL(file).href));
  // Drawn roots by key, as UTF-16 bytes (two per character at most); and the renders under way, which a
  // request for the same page joins.
  const kept = new ByteLruCache<{ root: string; byteSize: number }>(KEPT_CHARACTERS * 2, KEPT_CHARACTERS * 2);
  const underWay = new Map<string, Promise<string | undefined>>();

  const keptRender = (
    address: string,
    kind: string,
    url: string,
    data: unknown,
    draw: (module: RenderModule) => Promise<string>,
  ) => {
    const key = createHash('sha256').update(`${kind}\0${url}\0`).update(JSON.stringify(data)).digest('base64url');
    const hit = kept.get(key);
    if (hit) return Promise.resolve(hit.root);
    const joined = underWay.get(key);
    if (joined) return joined;
    const rendered = budget.run(address, () => loading.then(draw));
    underWay.set(key, rendered);
    // A refused or failed render is not kept: the next request tries again.
    const done = () => underWay.delete(key);
    rendered.then((root) => {
      done();
      if (root !== undefined) kept.set(key, { root, byteSize: root.length * 2 });
    }, done);
    return rendered;
  };

  return {
    design: (address, url, page, site) =>
      keptRender(address, 'design', url, { page, site }, (module) => module.renderDesignPage(url, page, site)),
    catalogue: (address, url, page, site) =>
      keptRender(address, 'catalogue', url, { page, site }, (module) => module.renderCataloguePage(url, page, site)),
    site: (address, url, site, language) =>
      keptRender(address, 'site', url, { site, language }, (module) => module.renderSitePage(url, site, language)),
    admits: (address) => budget.admits(address),
  };
}
