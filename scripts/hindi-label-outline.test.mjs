import { describe, expect, it } from 'vitest';
import { HINDI_LABEL_OUTLINE } from '../apps/web/src/app/layout/hindi-label-outline.ts';
import { en } from '../apps/web/src/i18n/catalogues/en.ts';
import { outlineOf } from './hindi-label-outline.mjs';

describe("the language switch's Hindi label outline", () => {
  it('is the label the English catalogue names, as the face shapes it (else: node scripts/hindi-label-outline.mjs)', async () => {
    expect(HINDI_LABEL_OUTLINE.text).toBe(en.language.switchTo);
    expect(await outlineOf(en.language.switchTo)).toEqual(HINDI_LABEL_OUTLINE);
  });

  it('is drawn inside its box: shaped glyphs on the baseline, none below the face', () => {
    const { path, width, ascender, descender } = HINDI_LABEL_OUTLINE;
    const numbers = (path.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
    const xs = numbers.filter((_, index) => index % 2 === 0);
    const ys = numbers.filter((_, index) => index % 2 === 1);
    expect(numbers.length).toBeGreaterThan(100);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThan(width * 1.05);
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(-ascender);
    expect(Math.max(...ys)).toBeLessThanOrEqual(-descender);
  });
});
