import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DesignCard } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, customerToken } from './accounts-helpers';
import { decoded } from './html-text';
import { createTestApp, type TestApp } from './test-app';
import { buildRenderWebRoot } from './web-render-root';

/** The public pages at `/hi…`, drawn by the server in Hindi with the real renderer. */
const webRoot = mkdtempSync(path.join(tmpdir(), 'store-hindi-pages-'));
let t: TestApp;
let design: DesignCard;

beforeAll(async () => {
  await buildRenderWebRoot(webRoot);
  t = await createTestApp({ webRoot, seed: true });
  const [first] = (await t.app.inject({ method: 'GET', url: '/api/cards?limit=1' })).json() as DesignCard[];
  if (!first) throw new Error('the demo catalogue has no design');
  design = first;
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

async function pageHtml(url: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await get(url, headers);
  expect(response.statusCode, url).toBe(200);
  return response.body;
}

/** Every string of the data a page carries (designs, categories, the seller's details, plans): the store's data. */
function dataStrings(html: string): string[] {
  const found: string[] = [];
  const collect = (value: unknown): void => {
    // An address is shown a line at a time.
    if (typeof value === 'string') found.push(...value.split('\n'));
    else if (value && typeof value === 'object') for (const inner of Object.values(value)) collect(inner);
  };
  for (const match of html.matchAll(/<script type="application\/json"[^>]*>([^<]*)<\/script>/g)) {
    collect(JSON.parse(match[1] ?? 'null'));
  }
  return found.sort((a, b) => b.length - a.length);
}

/** What a visitor reads in the page's body: its text and the words of its labels, pictures and fields. */
function visibleWords(html: string): string {
  // Parts marked as English (`lang="en"`: the switch, the privacy notice's versioned lines) say what they are.
  const body = html
    .slice(html.indexOf('<div id="root">'))
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<(\w+)[^>]*\slang="en"[^>]*>[\s\S]*?<\/\1>/g, ' ');
  const attributes = [...body.matchAll(/\s(?:aria-label|alt|placeholder|title)="([^"]*)"/g)].map((match) => match[1]);
  return decoded(`${body.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]*>/g, ' ')} ${attributes.join(' ')}`);
}

/** Brand names, GST terms and the switch back to English: the same on a Hindi page. */
const KEPT = [
  'SiteInMinutes',
  'GSTIN',
  'GST',
  'PDF',
  'MRP',
  'SEO',
  'WhatsApp',
  'Facebook',
  'Instagram',
  'Google',
  'English',
];

/** Latin words left in a Hindi page once the store's data and the kept terms are taken out. */
function englishLeft(html: string): string[] {
  let text = visibleWords(html);
  for (const value of [...dataStrings(html), ...KEPT]) if (value.length > 1) text = text.replaceAll(value, ' ');
  // Social handles (@sharma_sweets_jaipur) are names.
  text = text.replace(/@[\w.]+/g, ' ');
  return [...new Set(text.match(/[A-Za-z]{2,}/g) ?? [])];
}

const hindiPages = () => ['/hi', '/hi/designs', '/hi/marketing', '/hi/contactus', `/hi/designs/${design.slug}`];

describe('the public pages in Hindi', () => {
  it('are drawn on the server in Hindi, with lang="hi" and no English left but brand names, GST terms and data', async () => {
    for (const url of hindiPages()) {
      const html = await pageHtml(url);
      expect(html, url).toContain('<html lang="hi"');
      expect(html, url).toContain('कार्ट');
      expect(englishLeft(html).join(' '), url).toBe('');
    }
  });

  it('link their links within Hindi and offer English by the switch', async () => {
    const html = await pageHtml('/hi/designs');
    expect(html).toMatch(/<a[^>]*href="\/hi\/contactus"/);
    expect(html.match(/<a[^>]*>English<\/a>/g)?.join('\n')).toMatch(/href="\/designs" hrefLang="en"/);
    expect(html).not.toMatch(/href="\/contactus"/);
  });

  it('carry a Hindi title, description and Open Graph text, with hreflang both ways', async () => {
    const html = await pageHtml('/hi/designs');
    const origin = /<link rel="canonical" href="([^"]*)\/hi\/designs">/.exec(html)?.[1];
    expect(origin).toBeDefined();
    expect(html).toContain('<title>हर छोटे व्यवसाय के लिए वेबसाइट डिज़ाइन · SiteInMinutes</title>');
    expect(html).toMatch(/<meta property="og:title" content="हर छोटे[^"]*">/);
    expect(html).toMatch(/<meta name="description" content="कैटेगरी के अनुसार[^"]*">/);
    expect(html).toContain('<meta property="og:locale" content="hi_IN">');
    for (const [language, address] of [
      ['en', `${origin}/designs`],
      ['hi', `${origin}/hi/designs`],
      ['x-default', `${origin}/designs`],
    ]) {
      expect(html).toContain(`<link rel="alternate" hreflang="${language}" href="${address}">`);
    }
    const english = await pageHtml('/designs');
    expect(english).toContain('<html lang="en"');
    expect(english).toContain('<title>Website designs for every small business · SiteInMinutes</title>');
    expect(english).toContain(`<link rel="alternate" hreflang="hi" href="${origin}/hi/designs">`);
    const designPage = await pageHtml(`/hi/designs/${design.slug}`);
    expect(designPage).toContain(`<title>${design.title} – ${design.category} वेबसाइट डिज़ाइन | SiteInMinutes</title>`);
    expect(designPage).toContain(
      `<link rel="canonical" href="${origin}/hi/designs/${encodeURIComponent(design.slug)}">`,
    );
  });

  it('keep the English pages English: the browser languages suggest Hindi but never move a visitor', async () => {
    const response = await get('/designs', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Explore Our Designs');
    expect(response.body).not.toContain('हमारे डिज़ाइन देखें');
  });

  it('send a visitor who chose Hindi (the language cookie) to the Hindi page, and one who chose English nowhere', async () => {
    const moves: Array<[string, string]> = [
      ['/', '/hi'],
      ['/designs?category=Travel', '/hi/designs?category=Travel'],
      [`/designs/${design.slug}`, `/hi/designs/${design.slug}`],
    ];
    for (const [url, hindi] of moves) {
      const response = await get(url, { cookie: 'theme=dark; lang=hi' });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe(hindi);
    }
    expect((await get('/aboutus', { cookie: 'lang=hi' })).statusCode).toBe(200);
    expect((await get('/designs', { cookie: 'lang=en' })).statusCode).toBe(200);
  });

  it('are listed in a Hindi sitemap named by robots.txt', async () => {
    const sitemap = (await get('/sitemap-hi.xml')).body;
    for (const address of ['/hi<', '/hi/designs<', '/hi/marketing<', '/hi/contactus<']) {
      expect(sitemap).toContain(address);
    }
    expect(sitemap).toContain(`/hi/designs/${encodeURIComponent(design.slug)}<`);
    expect((await get('/robots.txt')).body).toMatch(/\nSitemap: \S+\/sitemap-hi\.xml\n/);
  });
});

describe('PUT /api/profile/language', () => {
  it("keeps a logged-in customer's language on their account, and refuses one the store has not", async () => {
    const customer = await customerToken(t.app);
    const put = (language: string, headers = bearer(customer.token)) =>
      t.app.inject({ method: 'PUT', url: '/api/profile/language', headers, payload: { language } });
    expect((await put('hi', {} as ReturnType<typeof bearer>)).statusCode).toBe(401);
    const refused = await put('fr');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('language must be one of en, hi');
    const saved = await put('hi');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ language: 'hi' });
    const row = await t.store.db
      .selectFrom('accounts_users')
      .select('language')
      .where('id', '=', customer.id)
      .executeTakeFirstOrThrow();
    expect(row.language).toBe('hi');
  });
});
