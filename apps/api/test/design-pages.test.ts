import type { DesignCard } from '@store/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slugFromPath, slugify } from '../src/modules/catalogue/slug';
import { adminToken, bearer, customerToken } from './accounts-helpers';
import { type FormEntry, fixtures, multipartBody } from './cards-helpers';
import { newOrder, orderBody } from './checkout-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let admin: Record<string, string>;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer((await adminToken(t)).token);
  png = await fixtures.png();
});
afterAll(async () => {
  await t.close();
});

async function send(method: 'POST' | 'PUT', url: string, entries: FormEntry[]) {
  const { payload, contentType } = await multipartBody(entries);
  return t.app.inject({ method, url, payload, headers: { ...admin, 'content-type': contentType } });
}

async function uploadCard(title: string, category = 'Restaurants'): Promise<DesignCard> {
  const response = await send('POST', '/api/cards', [
    ['title', title],
    ['price', '3999'],
    ['category', category],
    ['image', { data: png, filename: 'p.png', type: 'image/png' }],
  ]);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().card as DesignCard;
}

const getPage = (slugPart: string) => t.app.inject({ method: 'GET', url: `/api/designs/${slugPart}` });

describe('slugs', () => {
  it('come from the title, keep Devanagari, drop Latin accents and never come out empty', () => {
    expect(slugify('Spice Garden Café & Bar')).toBe('spice-garden-cafe-bar');
    expect(slugify('मसाला घर')).toBe('मसाला-घर');
    expect(slugify('</script><script>alert("x")</script>')).toBe('script-script-alert-x-script');
    expect(slugify('!!!')).toBe('design');
  });

  it('refuse path tricks and bad encodings before any lookup', () => {
    expect(slugFromPath('..%2F..%2Fetc%2Fpasswd')).toBeUndefined();
    expect(slugFromPath('%E0%A4')).toBeUndefined();
    expect(slugFromPath('a%20b')).toBeUndefined();
    expect(slugFromPath('..')).toBeUndefined();
    expect(slugFromPath(encodeURIComponent('मसाला-घर'))).toBe('मसाला-घर');
  });
});

describe('GET /api/designs/:slug', () => {
  it('answers a design with its card and more of its category, and every card carries its slug', async () => {
    const card = await uploadCard('Tandoor Nights');
    const other = await uploadCard('Dosa Corner');
    expect(card.slug).toBe('tandoor-nights');
    const response = await getPage('tandoor-nights');
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page.design).toMatchObject({ _id: card._id, title: 'Tandoor Nights', slug: 'tandoor-nights', price: 3999 });
    expect(page.moreInCategory.map((more: DesignCard) => more._id)).toContain(other._id);
    expect(page.moreInCategory.map((more: DesignCard) => more._id)).not.toContain(card._id);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/cards' })).json() as DesignCard[];
    expect(listed.find((one) => one._id === card._id)?.slug).toBe('tandoor-nights');
  });

  it('gives a second design of the same title its own slug', async () => {
    const first = await uploadCard('Twin Title');
    const second = await uploadCard('Twin Title');
    expect([first.slug, second.slug]).toEqual(['twin-title', 'twin-title-2']);
    expect((await getPage('twin-title-2')).json().design._id).toBe(second._id);
  });

  it('redirects an old slug with 301 after a rename, and a rename back takes the old address again', async () => {
    const card = await uploadCard('Old Name Bistro');
    const renamed = await send('PUT', `/api/cards/${card._id}`, [['title', 'New Name Bistro']]);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().card.slug).toBe('new-name-bistro');
    const moved = await getPage('old-name-bistro');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/api/designs/new-name-bistro');
    expect((await getPage('new-name-bistro')).json().design._id).toBe(card._id);
    // A new design cannot take the old address away from the links already shared.
    expect((await uploadCard('Old Name Bistro')).slug).toBe('old-name-bistro-2');

    await send('PUT', `/api/cards/${card._id}`, [['title', 'Old Name Bistro']]);
    expect((await getPage('old-name-bistro')).json().design._id).toBe(card._id);
    expect((await getPage('new-name-bistro')).headers.location).toBe('/api/designs/old-name-bistro');
  });

  it('moves a design whose new title drops a trailing number to the new slug, and the old one answers 301', async () => {
    const card = await uploadCard('Diwali Offer 2025');
    expect(card.slug).toBe('diwali-offer-2025');
    const renamed = await send('PUT', `/api/cards/${card._id}`, [['title', 'Diwali Offer']]);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().card.slug).toBe('diwali-offer');
    expect((await getPage('diwali-offer')).json().design._id).toBe(card._id);
    const moved = await getPage('diwali-offer-2025');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/api/designs/diwali-offer');
    // The same words (the numbered slug a taken title got) keep the address.
    const twin = await uploadCard('Diwali Offer');
    expect(twin.slug).toBe('diwali-offer-2');
    const retitled = await send('PUT', `/api/cards/${twin._id}`, [['title', 'Diwali  Offer!']]);
    expect(retitled.json().card.slug).toBe('diwali-offer-2');
  });

  it('finds a Devanagari slug sent percent-encoded', async () => {
    const card = await uploadCard('मसाला घर "Special"');
    expect(card.slug).toBe('मसाला-घर-special');
    const response = await getPage(encodeURIComponent(card.slug));
    expect(response.statusCode).toBe(200);
    expect(response.json().design.title).toBe('मसाला घर "Special"');
  });

  it('answers 404 for unknown slugs and path tricks, and 410 for a design hidden after an order', async () => {
    // A broken percent-encoding is refused by the router itself as a bad request.
    expect((await getPage('%E0%A4')).statusCode).toBe(400);
    for (const bad of ['no-such-design', '..%2F..%2Fadmin', 'a%00b', '%2e%2e', 'x'.repeat(95)]) {
      const response = await getPage(bad);
      expect(response.statusCode, bad).toBe(404);
    }
    expect((await getPage('no-such-design')).json()).toEqual({ error: 'Design not found' });
    const card = await uploadCard('Ordered Then Hidden');
    const customer = await customerToken(t.app);
    expect((await newOrder(t.app, customer.token, orderBody([{ card, quantity: 1 }]))).statusCode).toBe(201);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/cards/${card._id}`, headers: admin })).json().outcome,
    ).toBe('hidden');
    const gone = await getPage('ordered-then-hidden');
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toEqual({ error: 'This design is no longer available' });
  });
});

describe('GET /api/designs/:slug/share-image.png', () => {
  it('is a 1200×630 PNG made from the design preview, and 404 for an unknown design', async () => {
    const card = await uploadCard('Share Picture Cafe');
    const response = await t.app.inject({ method: 'GET', url: `/api/designs/${card.slug}/share-image.png` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const picture = await sharp(response.rawPayload).metadata();
    expect([picture.format, picture.width, picture.height]).toEqual(['png', 1200, 630]);
    // The uploaded preview is one flat colour (#2a6fdb): the picture is made from it.
    const { dominant } = await sharp(response.rawPayload).stats();
    expect(dominant.b).toBeGreaterThan(dominant.r);
    const missing = await t.app.inject({ method: 'GET', url: '/api/designs/no-such-design/share-image.png' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET /api/share-image.png', () => {
  /** The colour at the centre of the wall's first (top-left) tile. */
  const firstTile = async (picture: Buffer) => {
    const { data } = await sharp(picture).extract({ left: 203, top: 160, width: 1, height: 1 }).raw().toBuffer({
      resolveWithObject: true,
    });
    return [data[0], data[1], data[2]];
  };

  it("is the store's 1200×630 PNG of its newest designs, made again when a newer design arrives", async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/share-image.png' });
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toBe('image/png');
    const picture = await sharp(before.rawPayload).metadata();
    expect([picture.format, picture.width, picture.height]).toEqual(['png', 1200, 630]);

    // A newer design with an orange preview takes the first tile.
    const blue = png;
    png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#e07a10' } })
      .png()
      .toBuffer();
    try {
      await uploadCard('Newest On The Wall');
    } finally {
      png = blue;
    }
    const after = await t.app.inject({ method: 'GET', url: '/api/share-image.png' });
    // Previews are stored as WebP: a channel may move by a step or two.
    const isOrange = ([r = 0, g = 0, b = 0]: Array<number | undefined>) =>
      Math.abs(r - 0xe0) <= 4 && Math.abs(g - 0x7a) <= 4 && Math.abs(b - 0x10) <= 4;
    expect(isOrange(await firstTile(before.rawPayload))).toBe(false);
    expect(isOrange(await firstTile(after.rawPayload))).toBe(true);
  });
});
