import { describe, expect, it } from 'vitest';
import { drawnPageEtag, notModified, seedNamedBy } from './page-validators';

const page = Buffer.from('<!doctype html><title>Designs</title>');

describe('drawn page validators', () => {
  it('are weak, change with the bytes, and name the seed a page was shuffled by', () => {
    const seeded = drawnPageEtag(page, 1009);
    expect(seeded).toMatch(/^W\/"s1009\.[\w-]{43}"$/);
    expect(drawnPageEtag(Buffer.from('<!doctype html><title>Designs 2</title>'), 1009)).not.toBe(seeded);
    expect(drawnPageEtag(page, undefined)).toMatch(/^W\/"[\w-]{43}"$/);
  });

  it('match by the weak comparison, in a list, or with *', () => {
    const etag = drawnPageEtag(page, 1009);
    const strong = etag.slice(2);
    expect(notModified(etag, etag)).toBe(true);
    expect(notModified(strong, etag)).toBe(true);
    expect(notModified(`"other", ${etag}`, etag)).toBe(true);
    expect(notModified('*', etag)).toBe(true);
    expect(notModified('"other"', etag)).toBe(false);
    expect(notModified(undefined, etag)).toBe(false);
    expect(notModified('', etag)).toBe(false);
  });

  it('give back only a seed of the list', () => {
    const seeds = [1009, 8928];
    expect(seedNamedBy(drawnPageEtag(page, 8928), seeds)).toBe(8928);
    expect(seedNamedBy(`"x", ${drawnPageEtag(page, 1009)}`, seeds)).toBe(1009);
    expect(seedNamedBy(drawnPageEtag(page, 77), seeds)).toBeUndefined();
    expect(seedNamedBy('W/"s8928"', seeds)).toBeUndefined();
    expect(seedNamedBy(undefined, seeds)).toBeUndefined();
  });
});
