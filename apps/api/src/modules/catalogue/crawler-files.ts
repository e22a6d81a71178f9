import { HINDI_PUBLIC_PAGES, type Language, languagePath } from '@store/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { listDesignAddresses } from './catalogue.repository';
import { designPath } from './design-page-meta';

/** Public pages (the spec's routes) a search engine may list, besides one page per visible design. */
const PUBLIC_PAGES = [
  '/',
  '/designs',
  '/marketing',
  '/aboutus',
  '/contactus',
  '/career',
  '/socials',
  '/privacypolicy',
  '/privacytouse',
  '/TermsAndConditions',
  '/TermsAndRefundPolicy',
];

/** Admin, account, checkout and API paths: nothing there is for a search engine. */
const PRIVATE_PREFIXES = [
  '/api/',
  '/admin',
  '/products',
  '/ManageOrders',
  '/dashboard',
  '/user-dashboard',
  '/user-login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/erase-account',
  '/my-orders',
  '/my-plans',
  '/formpage',
  '/cart',
  '/checkout',
  '/demo-checkout/',
  '/sucess',
  '/fail',
];

export function robotsTxt(publicUrl: string): string {
  const disallow = PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`).join('\n');
  return `User-agent: *\n${disallow}\nAllow: /\n\nSitemap: ${publicUrl}/sitemap.xml\nSitemap: ${publicUrl}/sitemap-hi.xml\n`;
}

const xmlText = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/**
 * Every public page and every visible design once, each design with the date it last changed; in Hindi, the
 * pages drawn in Hindi at their `/hi` addresses (a sitemap of their own: the English one lists each design once).
 */
export async function sitemapXml(db: Kysely<Database>, publicUrl: string, language: Language = 'en'): Promise<string> {
  const designs = await listDesignAddresses(db);
  // ISO timestamps sort as text.
  const newest = designs
    .map((row) => row.updated_at)
    .sort()
    .at(-1);
  const entry = (path: string, lastmod?: string) =>
    `<url><loc>${xmlText(`${publicUrl}${languagePath(path, language)}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  const pages = (language === 'hi' ? HINDI_PUBLIC_PAGES : PUBLIC_PAGES).map((path) =>
    entry(path, path === '/designs' && newest ? newest : undefined),
  );
  const designPages = designs.map((row) => entry(designPath(row.slug), row.updated_at));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${[
    ...pages,
    ...designPages,
  ].join('\n')}\n</urlset>\n`;
}

/** `/robots.txt`, `/sitemap.xml` and `/sitemap-hi.xml`, written from the database on each request. */
export function registerCrawlerFiles(app: FastifyInstance, db: Kysely<Database>, publicUrl: string) {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(publicUrl)),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=600')
      .type('application/xml; charset=utf-8')
      .send(await sitemapXml(db, publicUrl)),
  );
  app.get('/sitemap-hi.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=600')
      .type('application/xml; charset=utf-8')
      .send(await sitemapXml(db, publicUrl, 'hi')),
  );
}
