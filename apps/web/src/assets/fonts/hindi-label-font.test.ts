import { readFileSync } from 'node:fs';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/catalogues/en';

const font = fontkit.create(readFileSync(path.join(import.meta.dirname, 'hindi-label.woff2')));

describe('the Hindi label face of English pages', () => {
  it('holds every Devanagari letter the English catalogue shows (else: npx tsx scripts/hindi-label-font.mjs)', () => {
    const letters = [...new Set(JSON.stringify(en).match(/[\u0900-\u097F]/g) ?? [])];
    expect(letters.length).toBeGreaterThan(0);
    expect(letters.filter((letter) => !font.hasGlyphForCodePoint(letter.codePointAt(0) ?? 0))).toEqual([]);
  });

  it('stays a small cut of the face, with its shaping tables', () => {
    expect(readFileSync(path.join(import.meta.dirname, 'hindi-label.woff2')).length).toBeLessThan(6 * 1024);
    expect(font.familyName).toMatch(/^Noto Sans Devanagari/);
    // fontkit reads the table directory but does not type it.
    const { tables } = (font as unknown as { directory: { tables: Record<string, unknown> } }).directory;
    expect(Object.keys(tables)).toEqual(expect.arrayContaining(['GSUB', 'GPOS']));
  });
});
