import type { z } from 'zod';
import { hasVisibleCharacter, isPlainLine, isPlainLines } from '../plain-text-rule';

/**
 * The plain-text rule (plain-text-rule.ts) on a trimmed string field: `hidden` for a control or
 * invisible formatting character, `blank` (the field's "required" message, else `hidden`) for text of
 * joiners and spaces only. Empty text is left to the field's own min or optional.
 */
const withRule = <T extends z.ZodString>(
  isPlain: (text: string) => boolean,
  schema: T,
  hidden: string,
  blank: string,
) => schema.refine(isPlain, hidden).refine((text) => text === '' || hasVisibleCharacter(text), blank);

// Marked free of side effects, as zod's own builders are to the web build (apps/web/vite.config.ts): a schema built
// with them that a page does not use is left out of its code.

/** A one-line field: names, titles. */
/* @__NO_SIDE_EFFECTS__ */
export function plainLine<T extends z.ZodString>(schema: T, hidden: string, blank = hidden) {
  return withRule(isPlainLine, schema, hidden, blank);
}

/** A field drawn as lines (an address): CR and LF stay. */
/* @__NO_SIDE_EFFECTS__ */
export function plainLines<T extends z.ZodString>(schema: T, hidden: string, blank = hidden) {
  return withRule(isPlainLines, schema, hidden, blank);
}
