import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DesignPage } from '@store/shared';

/** The HTML inside the app's root for one design page, drawn from the data it shows. */
export type DesignPageRenderer = (url: string, page: DesignPage) => Promise<string>;

interface RenderModule {
  renderDesignPage: DesignPageRenderer;
}

/** Pages kept per process: enough for a catalogue's most visited designs, a few MB at most. */
const KEPT_PAGES = 200;

/**
 * The front end's server-side build (dist/prerendered/render, kept by apps/web/design-page-build.ts),
 * loaded when the server starts. Rendered pages are kept by what they show: the address and
 * the design's data as read from the database on that request. Any edit, upload or deletion changes
 * that data, so a changed design is drawn afresh on every instance the next time it is asked for, and
 * no instance can send an outdated page (nothing is invalidated across processes).
 */
export function loadDesignPageRenderer(webRoot: string): DesignPageRenderer | undefined {
  const file = path.join(webRoot, 'prerendered', 'render', 'prerender.js');
  if (!existsSync(file)) return undefined;
  // Loaded at start, so the first visitor to a design page does not wait for it; a failure shows per request.
  const loading = import(pathToFileURL(file).href) as Promise<RenderModule>;
  loading.catch(() => undefined);
  const kept = new Map<string, Promise<string>>();

  return (url, page) => {
    const key = createHash('sha256').update(url).update('\0').update(JSON.stringify(page)).digest('base64url');
    const hit = kept.get(key);
    if (hit) {
      // Most recently used last: the oldest goes first when the map is full.
      kept.delete(key);
      kept.set(key, hit);
      return hit;
    }
    const rendered = loading.then((module) => module.renderDesignPage(url, page));
    kept.set(key, rendered);
    // A failed render is not kept: the next request tries again.
    rendered.catch(() => kept.delete(key));
    if (kept.size > KEPT_PAGES) kept.delete(kept.keys().next().value as string);
    return rendered;
  };
}
