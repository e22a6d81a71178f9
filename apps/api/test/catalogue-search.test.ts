import { OFFERED_CATEGORIES } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cataloguePage, noteCatalogueChange } from '../src/modules/catalogue';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
type Card = { _id: string; title: string; category: string };

/** A copy of a demo design under another id, title and category, as an admin upload would leave it. */
async function addDesign(id: string, title: string, category: string): Promise<void> {
  const { db } = t.store;
  const row = await db.selectFrom('catalogue_designs').selectAll().limit(1).executeTakeFirstOrThrow();
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  await db
    .insertInto('catalogue_designs')
    .values({ ...row, id: id.padEnd(24, '0'), demo_key: null, title, category, slug })
    .execute();
  noteCatalogueChange(db);
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  await addDesign('b1', 'Crumbs and Co', 'Bakery');
  await addDesign('b2', 'Shubh Wedding Films', 'Portfolio');
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const search = async (q: string) => {
  const response = await get(`/api/cards?q=${encodeURIComponent(q)}`);
  expect(response.statusCode).toBe(200);
  return response.json() as Card[];
};
const titles = (cards: Card[]) => cards.map((card) => card.title).sort();

describe('GET /api/cards?q= forgives typos and knows Hindi words', () => {
  it('finds every Restaurant design for the typo "resturant" and the Bakery for "bakey"', async () => {
    const restaurants = (await get('/api/cards?category=Restaurant')).json() as Card[];
    expect(titles(await search('resturant'))).toEqual(titles(restaurants));
    expect(titles(await search('bakey'))).toEqual(['Crumbs and Co']);
    expect(titles(await search('Dosa Factroy'))).toEqual(['The Dosa Factory']);
  });

  it('finds a category for a common Hindi word, in Devanagari or romanised', async () => {
    const restaurants = (await get('/api/cards?category=Restaurant')).json() as Card[];
    expect(titles(await search('रेस्टोरेंट'))).toEqual(titles(restaurants));
    expect(titles(await search('भोजनालय'))).toEqual(titles(restaurants));
    expect(titles(await search('बेकरी'))).toEqual(['Crumbs and Co']);
    expect(titles(await search('शादी'))).toEqual(['Shubh Wedding Films']);
    expect(titles(await search('shaadi'))).toEqual(['Shubh Wedding Films']);
    const shops = (await get('/api/cards?category=E-commerce')).json() as Card[];
    expect(titles(await search('dukaan'))).toEqual(titles(shops));
  });

  it('answers a query that matches as typed exactly as a plain substring search of titles and categories', async () => {
    const all = (await get('/api/cards')).json() as Card[];
    for (const q of ['dosa', 'DOSA', 'health', 'rest', 'code', 'e-com', 'studio canvas', 'chai']) {
      const plain = all.filter((card) => `${card.title}\n${card.category}`.toLowerCase().includes(q.toLowerCase()));
      expect(plain.length, q).toBeGreaterThan(0);
      expect(titles(await search(q)), q).toEqual(titles(plain));
    }
  });

  it('answers 200 with no cards when nothing matches, even forgivingly', async () => {
    for (const q of ['zzqxv', 'xylophone quartz', '%', "' OR 1=1 --"]) {
      const response = await get(`/api/cards?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, q).toBe(200);
      expect(response.json(), q).toEqual([]);
      expect(response.headers['x-total-count'], q).toBe('0');
    }
  });

  it('refuses a search over 200 characters with 400 and a message that says so', async () => {
    expect((await get(`/api/cards?q=${'a'.repeat(200)}`)).statusCode).toBe(200);
    const response = await get(`/api/cards?q=${'a'.repeat(201)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Search must be at most 200 characters.' });
  });

  it('learns a new design’s words at once on the instance that added it', async () => {
    expect(await search('kathakali')).toEqual([]);
    await addDesign('k1', 'Kathakali Dance School', 'Education');
    expect(titles(await search('kathakaly'))).toEqual(['Kathakali Dance School']);
  });
});

describe('a catalogue page drawn on the server', () => {
  it('carries the categories to try when its search or filter finds nothing, and only then', async () => {
    const empty = await cataloguePage(t.store.db, { q: 'zzqxv', page: 1, seed: 1 });
    expect(empty.total).toBe(0);
    expect(empty.categoriesWithDesigns).toEqual([...OFFERED_CATEGORIES, 'Bakery']);
    const found = await cataloguePage(t.store.db, { q: 'dosa', page: 1, seed: 1 });
    expect(found.total).toBe(1);
    expect(found.categoriesWithDesigns).toBeUndefined();
  });
});

describe('GET /api/categories/with-designs', () => {
  it('lists the categories that have visible designs, offered ones first in their order', async () => {
    const response = await get('/api/categories/with-designs');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([...OFFERED_CATEGORIES, 'Bakery']);
  });

  it('leaves out a category whose designs are all hidden', async () => {
    const { db } = t.store;
    await db.updateTable('catalogue_designs').set({ status: 'hidden' }).where('category', '=', 'Design').execute();
    try {
      const names = (await get('/api/categories/with-designs')).json() as string[];
      expect(names).toEqual([...OFFERED_CATEGORIES.filter((name) => name !== 'Design'), 'Bakery']);
    } finally {
      await db.updateTable('catalogue_designs').set({ status: 'active' }).where('category', '=', 'Design').execute();
    }
  });
});
