import { BUSINESS_NAME_MESSAGES, type DesignCard, type NameSlot } from '@store/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countCacheFiles } from '../src/modules/media';
import { NAME_PREVIEW_CACHE_LIMIT, NAME_PREVIEW_ROLE } from '../src/modules/name-preview';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let cards: DesignCard[];
/** A small cache, so the limit is reached (and held) within the test's 150 names. */
const CACHE_LIMIT = 40;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { NAME_PREVIEW_CACHE_LIMIT: String(CACHE_LIMIT) } });
  cards = (await t.app.inject({ method: 'GET', url: '/api/cards' })).json() as DesignCard[];
});
afterAll(async () => {
  await t.close();
});

const previewUrl = (card: DesignCard, name: string, width?: number) =>
  `/api/cards/${card._id}/preview.webp?${new URLSearchParams({ name, ...(width ? { w: String(width) } : {}) })}`;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const first = () => cards[0] as DesignCard & { nameSlot: NameSlot };

/** Mean absolute difference of two same-sized RGB pictures inside (or outside) a box of fractions. */
async function difference(a: Buffer, b: Buffer, box: NameSlot, inside: boolean): Promise<number> {
  const [left, right] = await Promise.all(
    [a, b].map((picture) => sharp(picture).removeAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  if (!left || !right) throw new Error('pictures missing');
  const { width, height } = left.info;
  let sum = 0;
  let count = 0;
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      const within =
        x >= box.x * width && x < (box.x + box.w) * width && y >= box.y * height && y < (box.y + box.h) * height;
      if (within !== inside) continue;
      const at = (y * width + x) * 3;
      for (let channel = 0; channel < 3; channel += 1)
        sum += Math.abs((left.data[at + channel] ?? 0) - (right.data[at + channel] ?? 0));
      count += 3;
    }
  }
  return sum / count;
}

describe('name slots in the card API', () => {
  it('gives every demo design a slot inside its picture, beside the unchanged card fields', () => {
    expect(cards).toHaveLength(28);
    for (const card of cards) {
      expect(Object.keys(card)).toEqual(
        expect.arrayContaining(['_id', 'title', 'slug', 'price', 'category', 'imageSrc', 'imageSrcSet']),
      );
      const slot = card.nameSlot as NameSlot;
      expect(slot.x + slot.w).toBeLessThanOrEqual(1);
      expect(slot.y + slot.h).toBeLessThanOrEqual(1);
      expect(['sans', 'serif', 'display', 'devanagari']).toContain(slot.font);
    }
  });
});

describe('GET /api/cards/:id/preview.webp', () => {
  it('draws the name into the slot of the design picture, as a WebP of the asked width', async () => {
    const response = await get(previewUrl(first(), 'Sharma Sweets'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    const picture = response.rawPayload;
    const meta = await sharp(picture).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 800]);

    const small = await sharp((await get(previewUrl(first(), 'Sharma Sweets', 400))).rawPayload).metadata();
    expect([small.width, small.height]).toEqual([400, 267]);

    // The name changes the slot and nothing else.
    const other = (await get(previewUrl(first(), 'Om'))).rawPayload;
    expect(await difference(picture, other, first().nameSlot, true)).toBeGreaterThan(3);
    expect(await difference(picture, other, first().nameSlot, false)).toBeLessThan(1);
  });

  it('renders Devanagari names and names with & and apostrophes (escaped in the SVG)', async () => {
    for (const name of ['शर्मा स्वीट्स', "D'Souza & Sons", 'A & B, No. 1 - Goa']) {
      const response = await get(previewUrl(first(), name));
      expect(response.statusCode, name).toBe(200);
      expect((await sharp(response.rawPayload).metadata()).width).toBe(1200);
    }
  });

  it('answers a repeated request from the cache with the same ETag, and 304 when the browser has it', async () => {
    const url = previewUrl(first(), 'Cached Corner');
    const before = await countCacheFiles(t.store.db, NAME_PREVIEW_ROLE);
    const once = await get(url);
    const twice = await get(url);
    expect(twice.headers.etag).toBe(once.headers.etag);
    expect(twice.rawPayload.equals(once.rawPayload)).toBe(true);
    expect(await countCacheFiles(t.store.db, NAME_PREVIEW_ROLE)).toBe(before + 1);
    expect((await get(url, { 'if-none-match': String(once.headers.etag) })).statusCode).toBe(304);
  });

  it.each([
    ['a 41-character name', 'A'.repeat(41), BUSINESS_NAME_MESSAGES.tooLong],
    ['control characters', 'Sharma\u0000Sweets', BUSINESS_NAME_MESSAGES.characters],
    ['a new line', 'Sharma\nSweets', BUSINESS_NAME_MESSAGES.characters],
    ['a right-to-left override', '\u202EsteewS amrahS', BUSINESS_NAME_MESSAGES.characters],
    ['markup', '<script>alert(1)</script>', BUSINESS_NAME_MESSAGES.characters],
    ['an SVG entity', 'Sharma &amp; Sons; <tspan>', BUSINESS_NAME_MESSAGES.characters],
    ['all spaces', '      ', BUSINESS_NAME_MESSAGES.required],
    ['nothing', '', BUSINESS_NAME_MESSAGES.required],
  ])('refuses %s with a 400 naming the problem', async (_label, name, message) => {
    const response = await get(previewUrl(first(), name));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: expect.stringContaining(message) });
  });

  it('refuses a missing name, an unknown width and an unknown design', async () => {
    expect((await get(`/api/cards/${first()._id}/preview.webp`)).statusCode).toBe(400);
    expect((await get(previewUrl(first(), 'Sharma Sweets', 999))).json().error).toContain('w must be 400, 800 or 1200');
    expect((await get(`/api/cards/${'0'.repeat(24)}/preview.webp?name=Sharma`)).statusCode).toBe(404);
  });

  it('keeps at most the cache limit (NAME_PREVIEW_CACHE_LIMIT) over 150 different names, with memory level', async () => {
    // The limit of this app is CACHE_LIMIT, set the way a store sets it; the 1,000-names rate is a bench row.
    expect(CACHE_LIMIT).toBeLessThan(NAME_PREVIEW_CACHE_LIMIT);
    const rss = () => process.memoryUsage().rss / 1024 / 1024;
    const rssBefore = rss();
    let peakFirstHalf = rssBefore;
    let peakSecondHalf = rssBefore;
    for (let index = 0; index < 150; index += 1) {
      const response = await get(previewUrl(cards[index % cards.length] as DesignCard, `Shop ${index}`, 400));
      expect(response.statusCode).toBe(200);
      if (index < 75) peakFirstHalf = Math.max(peakFirstHalf, rss());
      else peakSecondHalf = Math.max(peakSecondHalf, rss());
      if (index === 74) expect(await countCacheFiles(t.store.db, NAME_PREVIEW_ROLE)).toBe(CACHE_LIMIT);
    }
    expect(await countCacheFiles(t.store.db, NAME_PREVIEW_ROLE)).toBe(CACHE_LIMIT);
    // The newest are kept: the last name is answered from the cache, evicting nothing; the first is drawn again.
    const cachedKeys = async () =>
      (await t.store.db.selectFrom('media_files').select('key').where('role', '=', NAME_PREVIEW_ROLE).execute())
        .map((row) => row.key)
        .sort();
    const kept = await cachedKeys();
    expect((await get(previewUrl(cards[149 % cards.length] as DesignCard, 'Shop 149', 400))).statusCode).toBe(200);
    expect(await cachedKeys()).toEqual(kept);
    expect((await get(previewUrl(cards[0] as DesignCard, 'Shop 0', 400))).statusCode).toBe(200);
    const afterFirst = await cachedKeys();
    expect(afterFirst).toHaveLength(CACHE_LIMIT);
    expect(afterFirst).not.toEqual(kept);
    // Bounded: the second 75 names (every one evicting an older picture) grow memory no further than the first 75.
    console.log(
      `150 names: RSS ${rssBefore.toFixed(0)} MB before, peak ${peakFirstHalf.toFixed(0)} MB (first 75), ${peakSecondHalf.toFixed(0)} MB (last 75)`,
    );
    expect(peakFirstHalf - rssBefore).toBeLessThan(150);
    expect(peakSecondHalf - peakFirstHalf).toBeLessThan(30);
  }, 120_000);
});
