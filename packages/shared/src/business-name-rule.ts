/*
 * The business-name rule without zod, so the catalogue's first load can check a name for a
 * few hundred bytes; `businessNameSchema` (schemas/business-name.ts) is built on it for the server.
 */
import { hasVisibleCharacter } from './plain-text-rule';

export const BUSINESS_NAME_MAX_LENGTH = 40;

/**
 * Letters and combining marks of any script (Devanagari vowel signs are marks), digits, spaces and
 * `& . , ' -`, plus the zero-width joiners Indic spellings need. Nothing else: no control or
 * direction-override characters, no markup.
 */
const NAME_CHARACTERS = /^(?:[\p{L}\p{M}\p{Nd} &.,'-]|\u200C|\u200D)+$/u;

export const BUSINESS_NAME_MESSAGES = {
  required: 'Enter your business name',
  tooLong: `Business name must be at most ${BUSINESS_NAME_MAX_LENGTH} characters`,
  characters: "Business name may only use letters, digits, spaces and & . , ' -",
} as const;

/** Trimmed, inner runs of spaces made one. */
export const normaliseBusinessName = (name: string) => name.replace(/ {2,}/g, ' ').trim();

/** What is wrong with a normalised name, or undefined when it is acceptable. */
export function businessNameProblem(name: string): string | undefined {
  // Joiners alone draw nothing: such a name is as empty as no name.
  if (!hasVisibleCharacter(name)) return BUSINESS_NAME_MESSAGES.required;
  // Characters as a reader counts them (code points, so a Hindi name is not counted in UTF-16 halves).
  if ([...name].length > BUSINESS_NAME_MAX_LENGTH) return BUSINESS_NAME_MESSAGES.tooLong;
  if (!NAME_CHARACTERS.test(name)) return BUSINESS_NAME_MESSAGES.characters;
  return undefined;
}

/** The name if it is acceptable, otherwise undefined (for places that simply show nothing). */
export function acceptedBusinessName(name: string | null | undefined): string | undefined {
  const normalised = normaliseBusinessName(name ?? '');
  return businessNameProblem(normalised) === undefined ? normalised : undefined;
}
