import { z } from 'zod';

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

/** Characters as a reader counts them (code points, so a Hindi name is not counted in UTF-16 halves). */
const characterCount = (text: string) => [...text].length;

/** A visitor's business name: trimmed, inner runs of spaces made one, 1–40 characters. */
export const businessNameSchema = z
  .string({ error: BUSINESS_NAME_MESSAGES.required })
  .transform((name) => name.replace(/ {2,}/g, ' ').trim())
  .pipe(
    z
      .string()
      .min(1, BUSINESS_NAME_MESSAGES.required)
      .refine((name) => characterCount(name) <= BUSINESS_NAME_MAX_LENGTH, BUSINESS_NAME_MESSAGES.tooLong)
      .regex(NAME_CHARACTERS, BUSINESS_NAME_MESSAGES.characters),
  );

/** The name if it is acceptable, otherwise undefined (for places that simply show nothing). */
export function acceptedBusinessName(name: string | null | undefined): string | undefined {
  const result = businessNameSchema.safeParse(name ?? '');
  return result.success ? result.data : undefined;
}

/** Widths the server draws a named preview at. */
export const NAME_PREVIEW_WIDTHS = [400, 800, 1200] as const;
export type NamePreviewWidth = (typeof NAME_PREVIEW_WIDTHS)[number];

/** `GET /api/cards/:id/preview.webp?name=…&w=…` */
export const namePreviewQuerySchema = z.object({
  name: businessNameSchema,
  w: z
    .enum(['400', '800', '1200'], { error: 'w must be 400, 800 or 1200' })
    .transform((width) => Number(width) as NamePreviewWidth)
    .optional(),
});
