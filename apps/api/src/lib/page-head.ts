/** What a page says about itself to search engines and link previews (WhatsApp, X, Facebook). */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute, from PUBLIC_URL (never from the request). */
  canonical: string;
  /** Absolute URL of a 1200×630 picture. */
  image?: string;
  imageAlt?: string;
  type: 'website' | 'product';
  /** Structured data, one `<script type="application/ld+json">` each. */
  jsonLd: object[];
  /** The page's language for link previews: `en_IN` unless given. */
  locale?: 'en_IN' | 'hi_IN';
  /** The same page in each language (`en`, `hi`, `x-default`), absolute. */
  alternates?: Array<{ hreflang: string; href: string }>;
}

/** Text safe inside an HTML attribute or element. */
export const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

/** JSON that no string in it can end its script element with, or open a comment in (JSON-LD, data islands). */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The `<title>` and the tags that follow it, every value escaped for its attribute or element. */
export function renderPageHead(meta: PageMeta): string {
  const tag = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  const parts = [
    `<title>${escapeHtml(meta.title)}</title>`,
    tag('name', 'description', meta.description),
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}">`,
    tag('property', 'og:type', meta.type),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', meta.canonical),
    tag('property', 'og:site_name', 'SiteInMinutes'),
    tag('property', 'og:locale', meta.locale ?? 'en_IN'),
    tag('name', 'twitter:card', 'summary_large_image'),
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', meta.description),
  ];
  if (meta.image) {
    parts.push(
      tag('property', 'og:image', meta.image),
      tag('property', 'og:image:width', '1200'),
      tag('property', 'og:image:height', '630'),
      tag('property', 'og:image:alt', meta.imageAlt ?? meta.title),
      tag('name', 'twitter:image', meta.image),
    );
  }
  for (const { hreflang, href } of meta.alternates ?? []) {
    parts.push(`<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}">`);
  }
  for (const block of meta.jsonLd) parts.push(`<script type="application/ld+json">${jsonForScript(block)}</script>`);
  return parts.join('');
}
