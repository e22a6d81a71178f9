import type { NameSlot } from './schemas/name-slot';

/** Preview pictures are 3:2 (width / height). */
export const PREVIEW_ASPECT = 1.5;
/** Line box as a multiple of the font size. */
export const NAME_LINE_HEIGHT = 1.2;

export interface FittedName {
  lines: string[];
  /** Font size as a fraction of the picture's width (CSS `cqw` / 100, or pixels / width on the server). */
  fontSize: number;
}

/**
 * Generous advance widths of bold text in em, per character class. Text is fitted by these
 * estimates on both the server and the browser, so the two agree without measuring; erring wide
 * means a name may sit a little smaller than it could, never that it runs out of its box.
 */
function advance(char: string): number {
  if (/\p{M}/u.test(char) || char === '\u200C' || char === '\u200D') return 0;
  if (char === ' ') return 0.3;
  if (/[.,'-]/.test(char)) return 0.36;
  if (char === '&') return 0.8;
  if (/[MW]/.test(char)) return 1.02;
  if (/[mw]/.test(char)) return 0.92;
  if (/[iljIft]/.test(char)) return 0.42;
  if (/\p{Lu}/u.test(char)) return 0.78;
  if (/[a-z]/.test(char)) return 0.62;
  if (/\p{Nd}/u.test(char)) return 0.66;
  // Other scripts (Devanagari and the like): wide clusters.
  return 0.8;
}

export const textWidthEm = (text: string) => [...text].reduce((sum, char) => sum + advance(char), 0);

export function applyNameCase(name: string, nameCase: NameSlot['case']): string {
  if (nameCase === 'upper') return name.toLocaleUpperCase('en-IN');
  if (nameCase === 'lower') return name.toLocaleLowerCase('en-IN');
  return name;
}

/**
 * The largest size at which the name fits the slot on one line, or on two split at a space
 * (whichever is larger). The result never overflows the box by the estimates above.
 */
export function fitName(name: string, slot: Pick<NameSlot, 'w' | 'h' | 'case'>): FittedName {
  const text = applyNameCase(name, slot.case);
  const boxWidth = slot.w;
  const boxHeight = slot.h / PREVIEW_ASPECT;
  const sizeFor = (lines: string[]) =>
    Math.min(
      boxHeight / (lines.length * NAME_LINE_HEIGHT),
      boxWidth / Math.max(...lines.map((line) => textWidthEm(line)), 0.01),
    );
  let best: FittedName = { lines: [text], fontSize: sizeFor([text]) };
  const words = text.split(' ');
  for (let cut = 1; cut < words.length; cut += 1) {
    const lines = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
    const fontSize = sizeFor(lines);
    if (fontSize > best.fontSize) best = { lines, fontSize };
  }
  return best;
}
