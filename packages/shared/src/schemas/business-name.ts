import { z } from 'zod';
import { BUSINESS_NAME_MESSAGES, businessNameProblem, normaliseBusinessName } from '../business-name-rule';

/** A visitor's business name: trimmed, inner runs of spaces made one, 1–40 characters (business-name-rule.ts). */
export const businessNameSchema = z
  .string({ error: BUSINESS_NAME_MESSAGES.required })
  .transform(normaliseBusinessName)
  .superRefine((name, context) => {
    const problem = businessNameProblem(name);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

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
