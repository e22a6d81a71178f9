import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { woffToSfnt } from '../../lib/bundled-fonts';

/** Devanagari, its extensions and the joiners that shape it: drawn in Noto Sans Devanagari. */
const DEVANAGARI = /[\u0900-\u097F\u1CD0-\u1CFF\uA8E0-\uA8FF\u200C\u200D]/u;
const DEVANAGARI_RUNS = /([\u0900-\u097F\u1CD0-\u1CFF\uA8E0-\uA8FF\u200C\u200D]+)/u;

const require = createRequire(import.meta.url);
const NOTO_DEVANAGARI = {
  regular: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
  bold: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff',
};

/** Whether any text of a document needs the Devanagari face (a Hindi name or address). */
export const hasDevanagari = (text: string) => DEVANAGARI.test(text);

/** The same weight in two faces: DejaVu Sans for Latin text and the rupee sign, Noto Sans Devanagari for Hindi. */
export class ScriptFont {
  constructor(
    private readonly latin: PDFFont,
    private readonly devanagari?: PDFFont,
  ) {}

  /** The text cut where it changes script, each piece with its face. */
  private runs(text: string): Array<{ text: string; font: PDFFont }> {
    if (!this.devanagari) return [{ text, font: this.latin }];
    const { devanagari, latin } = this;
    return text
      .split(DEVANAGARI_RUNS)
      .filter(Boolean)
      .map((piece) => ({ text: piece, font: DEVANAGARI.test(piece) ? devanagari : latin }));
  }

  widthOfTextAtSize(text: string, size: number): number {
    return this.runs(text).reduce((width, run) => width + run.font.widthOfTextAtSize(run.text, size), 0);
  }

  draw(page: PDFPage, text: string, at: { x: number; y: number; size: number; color?: Color }): void {
    let x = at.x;
    for (const run of this.runs(text)) {
      page.drawText(run.text, { ...at, x, font: run.font });
      x += run.font.widthOfTextAtSize(run.text, at.size);
    }
  }
}

/** Noto Sans Devanagari embedded (subset) in `pdf`, regular and bold. */
export async function embedDevanagari(pdf: PDFDocument): Promise<{ regular: PDFFont; bold: PDFFont }> {
  const [regular, bold] = await Promise.all(
    [NOTO_DEVANAGARI.regular, NOTO_DEVANAGARI.bold].map(async (file) =>
      pdf.embedFont(woffToSfnt(await readFile(require.resolve(file))), { subset: true }),
    ),
  );
  return { regular: regular as PDFFont, bold: bold as PDFFont };
}
