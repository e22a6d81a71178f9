// Writes the few Devanagari letters the English pages show (the language switch's "हिंदी") as a font of their
// own, cut from the bundled Noto Sans Devanagari with its shaping tables: a device without a Devanagari face
// draws them, and an English page loads about 1 KB instead of the whole 50 KB face. Run it again when the label
// changes; `hindi-label-font.test.ts` fails until then.
//   npx tsx scripts/hindi-label-font.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

export const HINDI_LABEL_FONT = 'apps/web/src/assets/fonts/hindi-label.woff2';
const require = createRequire(import.meta.url);
/** Noto Sans Devanagari SemiBold: the weight the language switch draws its label in. */
export const LABEL_FACE = require.resolve(
  '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2',
);

/** The Devanagari letters of the English catalogue: what an English page may show in Hindi. */
export async function labelLetters() {
  const { en } = await import('../apps/web/src/i18n/catalogues/en.ts');
  return [...new Set(JSON.stringify(en).match(/[\u0900-\u097F]/g) ?? [])].join('');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const letters = await labelLetters();
  const font = await subsetFont(readFileSync(LABEL_FACE), letters, { targetFormat: 'woff2' });
  writeFileSync(HINDI_LABEL_FONT, font);
  console.log(`${HINDI_LABEL_FONT}: ${font.length} bytes for "${letters}"`);
}
