import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type CataloguePage, type DesignCard, formatWithGst, rupeesToPaise } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer } from './accounts-helpers';
import { fixtures, multipartBody } from './cards-helpers';
import { createTestApp, type TestApp } from './test-app';
import { buildRenderWebRoot } from './web-render-root';

/**
 * Every price the server draws before the cart (cards on `/`, a design's page, the plans on `/` and
 * `/marketing`) carries its total with 18% GST beside the spec's own price, drawn by the real renderer.
 */
const webRoot = mkdtempSync(path.join(tmpdir(), 'store-gst-render-'));
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

/** The text a visitor reads in the app's root, before any script: tags and React's text markers left out. */
function rootText(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json"');
  expect(start).toBeGreaterThan(0);
  return html
    .slice(start, end > start ? end : undefined)
    .replace(/<[^>]*>/g, '')
    .replaceAll('&amp;', '&')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"');
}

const occurrences = (text: string, part: string) => text.split(part).length - 1;

/** The spec's four plans: the monthly price it fixes, and that month with its GST. */
const PLANS = [
  ['BASIC PLAN', '₹9,999', '₹11,798.82/month'],
  ['BASIC PLUS PLAN', '₹11,999', '₹14,158.82/month'],
  ['STANDARD PLAN', '₹14,999', '₹17,698.82/month'],
  ['PRO PLAN', '₹19,999', '₹23,598.82/month'],
] as const;

describe('prices drawn by the server show their total with GST', () => {
  it('/: each card beside its price, and each plan beside its monthly price', async () => {
    const html = await pageHtml('/');
    const data = /<script type="application\/json" id="first-designs">([^<]*)<\/script>/.exec(html)?.[1];
    const sent = JSON.parse(data ?? 'null') as CataloguePage;
    expect(sent.cards.length).toBeGreaterThan(0);
    const text = rootText(html);
    for (const card of sent.cards) {
      const paise = rupeesToPaise(card.price);
      const shown = text.indexOf(card.title);
      expect(shown, card.title).toBeGreaterThan(0);
      // The card's own price first (the spec's text, unchanged), then its total with GST.
      expect(text.slice(shown)).toMatch(
        new RegExp(`^[^₹]*₹[\\d,]+\\.00first year\\+ GST · ${formatWithGst(paise).replaceAll('.', '\\.')} incl\\. GST`),
      );
    }
    expect(occurrences(text, ' incl. GST')).toBe(sent.cards.length + PLANS.length);
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

  it('a design’s page: ₹6,999 first year + GST · ₹8,258.82 incl. GST; its offer states the price before GST', async () => {
    const admin = bearer((await adminToken(t)).token);
    const { payload, contentType } = await multipartBody([
      ['title', 'Saffron Sweets'],
      ['price', '6999'],
      ['category', 'Sweet Shops'],
      ['image', { data: await fixtures.png(), filename: 'p.png', type: 'image/png' }],
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/cards',
      payload,
      headers: { ...admin, 'content-type': contentType },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const design = upload.json().card as DesignCard;
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
