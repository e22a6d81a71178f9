import { jsonForScript } from '../lib/page-head';
import type { SiteData } from '../lib/site-data';
import type { PageData } from '../lib/web-pages';

export type { PageData, PageDataLoader } from '../lib/web-pages';
export type { SiteData };

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The preload goes after this tag: `sizes` in vw only means the phone's width once the viewport is set. */
const VIEWPORT = /<meta name="viewport"[^>]*>/i;

/** The page's HTML with the preload in its head and the data at the end of its body. */
export function withPageData(html: string, data: PageData): string {
  const image = data.preloadImage;
  const preload = image
    ? `<link rel="preload" as="image" href="${attribute(image.href)}" imagesrcset="${attribute(image.srcset)}" imagesizes="${attribute(image.sizes)}" fetchpriority="high">`
    : '';
  const script = `<script type="application/json" id="${attribute(data.elementId)}">${jsonForScript(data.json)}</script>`;
  // Early in the head: requested before the page's many script preloads.
  const withPreload = VIEWPORT.test(html)
    ? html.replace(VIEWPORT, (viewport) => `${viewport}${preload}`)
    : html.replace('</head>', () => `${preload}</head>`);
  return withPreload.replace('</body>', () => `${script}</body>`);
}

export type SiteDataLoader = () => Promise<SiteData>;

/** The page with the settings at the end of its body. */
export function withSiteSettings(html: string, data: SiteData): string {
  const script = `<script type="application/json" id="${attribute(data.elementId)}">${jsonForScript(data.json)}</script>`;
  return html.replace('</body>', () => `${script}</body>`);
}

/**
 * A page built before the request (no visitor's text in it) with its placeholders filled and the
 * settings at the end of its body. A page drawn on the request shows the seller's texts as they are,
 * so nothing in it (a design's title) is ever taken for a placeholder.
 */
export function withSiteData(html: string, data: SiteData): string {
  return withSiteSettings(data.fill(html), data);
}
