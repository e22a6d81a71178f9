// The language switch's "हिंदी" as an outline, shaped by HarfBuzz from the bundled Noto Sans Devanagari at the
// switch's weight: an English page draws it without loading any font, so nothing waits on a font before its first
// paint. Run it again when the label changes; `hindi-label-outline.test.mjs` fails until then.
//   node scripts/hindi-label-outline.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { convert } from 'fontverter';
import * as hb from 'harfbuzzjs';
import { LABEL_FACE } from './hindi-label-font.mjs';

const OUTLINE_MODULE = 'apps/web/src/app/layout/hindi-label-outline.ts';

/** `text` shaped as the face draws it: one path in font units, y down, from the pen's start on the baseline. */
export async function outlineOf(text) {
  const sfnt = await convert(readFileSync(LABEL_FACE), 'truetype');
  const face = new hb.Face(new hb.Blob(sfnt));
  const font = new hb.Font(face);
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const positions = buffer.getGlyphPositions();
  let penX = 0;
  const parts = buffer.getGlyphInfos().map((info, index) => {
    const { xAdvance, xOffset, yOffset } = positions[index];
    const dx = penX + xOffset;
    penX += xAdvance;
    let coordinate = 0;
    // Every command's numbers come in x,y pairs: shift x by the glyph's place, flip y to the page's direction.
    return font.glyphToPath(info.codepoint).replace(/-?\d+(?:\.\d+)?/g, (number) => {
      const value = Number(number);
      const moved = coordinate++ % 2 === 0 ? value + dx : -(value + yOffset);
      return String(Math.round(moved * 10) / 10);
    });
  });
  const { ascender, descender } = font.hExtents();
  return { text, unitsPerEm: face.upem, width: penX, ascender, descender, path: parts.join('') };
}

/** The module the language switch imports. */
export function outlineModule(outline) {
  const fields = Object.entries(outline).map(
    ([key, value]) => `  ${key}: ${typeof value === 'string' ? `'${value}'` : value},`,
  );
  return `// Written by scripts/hindi-label-outline.mjs: "${outline.text}" in Noto Sans Devanagari SemiBold, in font units.
export const HINDI_LABEL_OUTLINE = {
${fields.join('\n')}
} as const;
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { en } = await import('../apps/web/src/i18n/catalogues/en.ts');
  const outline = await outlineOf(en.language.switchTo);
  writeFileSync(OUTLINE_MODULE, outlineModule(outline));
  console.log(`${OUTLINE_MODULE}: ${outline.path.length} characters of path for "${outline.text}"`);
}
