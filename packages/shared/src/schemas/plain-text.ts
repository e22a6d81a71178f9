import type { z } from 'zod';
import { hasVisibleCharacter, isPlainLine, isPlainLines } from '../plain-text-rule';

/**
 * The plain-text rule (plain-text-rule.ts) on a trimmed string field: `hidden` for a control or
 * invisible formatting character, `blank` (the field's "required" message, else `hidden`) for text of
 * joiners and spaces only. Empty text is left to the field's own min or optional.
 */
const withRule =
  (isPlain: (text: string) => boolean) =>
  <T extends z.ZodString>(schema: T, hidden: string, blank = hidden) =>
    schema.refine(isPlain, hidden).refine((text) => text === '' || hasVisibleCharacter(text), blank);

/** A one-line field: names, titles. */
export const plainLine = withRule(isPlainLine);

/** A field drawn as lines (an address): CR and LF stay. */
export const plainLines = withRule(isPlainLines);
