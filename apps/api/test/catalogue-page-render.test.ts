import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type CataloguePage,
  type DesignCard,
  FIRST_ROW_IMAGES_SCRIPT,
  formatWithGst,
  rupeesToPaise,
} from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer } from './accounts-helpers';
import { uploadDesign } from './cards-helpers';
import { decoded } from './html-text';
import { createTestApp, type TestApp } from './test-app';
import { buildRenderWebRoot } from './web-render-root';

/** `/` and `/designs` drawn by the server from each request's designs, with the real renderer. */
const webRoot = mkdtempSync(path.join(tmpdir(), 'store-catalogue-render-'));
let t: TestApp;

beforeAll(async () => {
  await buildRenderWebRoot(webRoot);
  t = await createTestApp({ webRoot, seed: true });
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

async function pageHtml(url: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.body;
}

/** The HTML a crawler sees in the app's root, and the data the page carries for the browser. */
function split(html: string): { root: string; sent: CataloguePage | undefined } {
  const start = html.indexOf('<div id="root">');
  const data = /<script type="application\/json" id="first-designs">([^<]*)<\/script>/.exec(html);
  expect(start).toBeGreaterThan(0);
  return {
    root: html.slice(start, data ? data.index : undefined),
    sent: data?.[1] ? (JSON.parse(data[1]) as CataloguePage) : undefined,
  };
}

/** Card titles in the order the root shows them. */
const cardTitles = (root: string) =>
  [...root.matchAll(/<h3[^>]*>(?:<a[^>]*>)?([^<]*)</g)].map((match) => decoded(match[1] ?? ''));

async function apiCards(query: string): Promise<DesignCard[]> {
  const response = await t.app.inject({ method: 'GET', url: `/api/cards?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json() as DesignCard[];
}

const uploadDesignAsAdmin = async (title: string, price: string, category: string) =>
  uploadDesign(t, bearer((await adminToken(t)).token), { title, price, category });

describe('server-drawn catalogue pages', () => {
  it('draw /designs with its first twelve designs, the ones GET /api/cards gives for the seed it sends', async () => {
    const { root, sent } = split(await pageHtml('/designs'));
    expect(sent).toBeDefined();
    if (!sent) return;
    expect(sent.cards).toHaveLength(12);
    expect(sent.page).toBe(1);
    const api = await apiCards(`page=1&limit=12&seed=${sent.seed}`);
    expect(sent.cards.map((card) => card._id)).toEqual(api.map((card) => card._id));
    expect(cardTitles(root)).toEqual(api.map((card) => card.title));
    expect(root).not.toContain('Loading designs');
    // The category filter is drawn with the categories sent.
    for (const category of sent.categories.slice(0, 3)) expect(root).toContain(`>${category}</button>`);
  });

  it('draw the home page with page 1 of the catalogue, and a new shuffle for each visit', async () => {
    const seeds = new Set<number>();
    for (let visit = 0; visit < 4; visit++) {
      const { root, sent } = split(await pageHtml('/'));
      if (!sent) throw new Error('no data in the home page');
      seeds.add(sent.seed);
      // The catalogue's cards come first; the plans, testimonials and FAQ below them have headings too.
      expect(cardTitles(root).slice(0, sent.cards.length)).toEqual(sent.cards.map((card) => card.title));
      expect(root).toContain('Browse designs by category');
      expect(root).toContain('PRO PLAN');
      expect(root).not.toContain('Loading designs');
      // The grid starts below the hero: no card image is fetched ahead of the page's own text.
      const images = [...root.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);
      expect(images.length).toBeGreaterThanOrEqual(sent.cards.length);
      for (const image of images) {
        expect(image).toContain('loading="lazy"');
        expect(image).not.toMatch(/fetchpriority="high"/i);
      }
    }
    expect(seeds.size).toBeGreaterThan(1);
  });

  it("draw /designs's first card eager, and a script after the first row's cards that the policy allows", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/designs' });
    const { root } = split(response.body);
    const grid = root.slice(root.indexOf('design-card-grid'));
    const script = `<script>${FIRST_ROW_IMAGES_SCRIPT}</script>`;
    // After the third card (a row holds at most three), before the fourth.
    const cardsBefore = grid.slice(0, grid.indexOf(script)).match(/<article/g) ?? [];
    expect(cardsBefore).toHaveLength(3);
    const images = [...grid.matchAll(/<img [^>]*srcset[^>]*>/gi)].map(([tag]) => tag);
    expect(images).toHaveLength(12);
    expect(images[0]).toMatch(/loading="eager"[^>]*fetchPriority="high"/i);
    for (const image of images.slice(1)) expect(image).toContain('loading="lazy"');
    const hash = createHash('sha256').update(FIRST_ROW_IMAGES_SCRIPT).digest('base64');
    expect(response.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    // The home page's grid starts below the hero on most screens: its cards are all lazy until the script sees it.
    const home = split(await pageHtml('/')).root;
    expect(home).toContain(script);
    expect(home).not.toMatch(/fetchpriority="high"/i);
  });

  it('draw a search, a category and a later page in the seed of the address', async () => {
    const all = await apiCards('page=1&limit=100&seed=7');
    const category = all[0]?.category ?? '';
    const { root, sent } = split(await pageHtml(`/designs?seed=7&category=${encodeURIComponent(category)}&page=1&q=`));
    expect(sent?.seed).toBe(7);
    expect(sent?.category).toBe(category);
    expect(sent?.q).toBeUndefined();
    const api = await apiCards(`page=1&limit=12&seed=7&category=${encodeURIComponent(category)}`);
    expect(cardTitles(root)).toEqual(api.map((card) => card.title));

    const word = (all[0]?.title ?? '').split(' ')[0] ?? '';
    const search = split(await pageHtml(`/designs?q=${encodeURIComponent(word)}&seed=7`));
    const found = await apiCards(`page=1&limit=12&seed=7&q=${encodeURIComponent(word)}`);
    expect(found.length).toBeGreaterThan(0);
    expect(cardTitles(search.root)).toEqual(found.map((card) => card.title));
    expect(search.sent?.q).toBe(word);

    const second = split(await pageHtml('/designs?seed=7&page=2'));
    expect(second.sent?.page).toBe(2);
    expect(cardTitles(second.root)).toEqual((await apiCards('page=2&limit=12&seed=7')).map((card) => card.title));
  });

  it('show a new design at once, and keep a hostile keyword and title as text', async () => {
    // A title spelling a seller placeholder stays the title: pages drawn on a request hold no placeholders.
    const title = `Kesar Kitchen </script><script>alert(1)</script> "केसर" __SELLER_legalName__`;
    await uploadDesignAsAdmin(title, '2999', 'Sweet Shops');
    const html = await pageHtml(
      `/designs?category=${encodeURIComponent('Sweet Shops')}&q=${encodeURIComponent('</script><script>alert(1)</script>')}`,
    );
    expect(html).not.toContain('<script>alert');
    // Data only, beside the grid's own constant script.
    const scripts = html.replaceAll(`<script>${FIRST_ROW_IMAGES_SCRIPT}</script>`, '').match(/<script\b[^>]*>/g);
    for (const tag of scripts ?? []) expect(tag).toMatch(/type="application\/(json|ld\+json)"/);
    const { root, sent } = split(html);
    expect(sent?.cards.map((card) => card.title)).toEqual([title]);
    expect(cardTitles(root)).toEqual([title]);
    expect(sent?.q).toBe('</script><script>alert(1)</script>');
  });

  it('draw /contactus and /marketing with the current settings, and an admin’s change at once', async () => {
    const contact = split(await pageHtml('/contactus')).root;
    const settings = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json() as {
      legalName: string;
      phone: string;
    };
    expect(contact).toContain(settings.legalName.replaceAll('&', '&amp;'));
    expect(contact).toContain('Mon-Fri 9:00-18:00');
    expect(contact).not.toContain('Loading contact details');
    expect(contact).not.toContain('__SELLER_');
    expect(split(await pageHtml('/marketing')).root).toContain('PRO PLAN');

    const admin = bearer((await adminToken(t)).token);
    const current = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin })).json();
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin,
      payload: { ...current, legalName: 'Marigold Web Works Private Limited' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(split(await pageHtml('/contactus')).root).toContain('Marigold Web Works Private Limited');
  });

  it('send an address the catalogue would refuse without drawing it, for the browser to show the refusal', async () => {
    const html = await pageHtml(`/designs?q=${'x'.repeat(201)}`);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('id="first-designs"');
  });
});

/** The text a visitor reads in a page's root, before any script: tags and React's text markers left out. */
const rootText = (html: string) => decoded(split(html).root.replace(/<[^>]*>/g, ''));

/** The spec's four plans: the monthly price it fixes, and that month with its GST. */
const PLANS = [
  ['BASIC PLAN', '₹9,999', '₹11,798.82/month'],
  ['BASIC PLUS PLAN', '₹11,999', '₹14,158.82/month'],
  ['STANDARD PLAN', '₹14,999', '₹17,698.82/month'],
  ['PRO PLAN', '₹19,999', '₹23,598.82/month'],
] as const;

describe('prices drawn by the server show their total with GST beside the spec’s own', () => {
  it('/: each card beside its price, and each plan beside its monthly price', async () => {
    const html = await pageHtml('/');
    const sent = split(html).sent;
    if (!sent) throw new Error('no data in the home page');
    const text = rootText(html);
    for (const card of sent.cards) {
      const shown = text.indexOf(card.title);
      expect(shown, card.title).toBeGreaterThan(0);
      const withGst = formatWithGst(rupeesToPaise(card.price)).replaceAll('.', '\\.');
      expect(text.slice(shown)).toMatch(new RegExp(`^[^₹]*₹[\\d,]+\\.00first year\\+ GST · ${withGst} incl\\. GST`));
    }
    expect(text.split(' incl. GST').length - 1).toBe(sent.cards.length + PLANS.length);
    for (const [title, price, withGst] of PLANS) {
      expect(text).toContain(`${title}${price}/month+ GST · ${withGst} incl. GST`);
    }
  });

  it('/marketing: each plan beside its monthly price', async () => {
    const text = rootText(await pageHtml('/marketing'));
    for (const [title, price, withGst] of PLANS) {
      expect(text).toContain(`${title}${price}/month+ GST · ${withGst} incl. GST`);
    }
  });

  it('a design’s page: ₹6,999.00 first year + GST · ₹8,258.82 incl. GST; its offer states the price before GST', async () => {
    const design = await uploadDesignAsAdmin('Saffron Sweets', '6999', 'Mithai Shops');
    const html = await pageHtml(`/designs/${encodeURIComponent(design.slug)}`);
    expect(rootText(html)).toContain('Saffron Sweets₹6,999.00first year+ GST · ₹8,258.82 incl. GST');

    const product = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
      .map(([, json]) => JSON.parse(json ?? '{}'))
      .find((block) => block['@type'] === 'Product');
    expect(product.offers).toMatchObject({
      price: '6999.00',
      priceCurrency: 'INR',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: '6999.00',
        priceCurrency: 'INR',
        valueAddedTaxIncluded: false,
      },
    });
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
    expect(description).toContain('₹6,999.00 the first year');
    expect(description).toContain('18% GST extra (₹8,258.82 incl. GST the first year)');
  });
});
