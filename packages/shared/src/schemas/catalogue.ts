import { z } from 'zod';
import { MAX_CARDS_LIMIT, MAX_SEARCH_LENGTH } from '../constants';

/** Id of the `<script type="application/json">` a design page's HTML carries its data in. */
export const DESIGN_PAGE_ELEMENT_ID = 'design-page';

export const designSlugParamsSchema = z.object({ slug: z.string().min(1).max(200) });

/** Whole number from a query string; rejects "", "1.5", "-1", "1e3" and the like. */
/* @__NO_SIDE_EFFECTS__ */
const wholeNumberParam = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .refine((value) => value >= min && value <= max, `${name} must be between ${min} and ${max}`)
    // The range is checked after the text is read as a number, which a schema of the text cannot show: say it.
    .meta({ description: `A whole number from ${min} to ${max}.` });

export const cardsQuerySchema = z.object({
  category: z.string().max(100).optional(),
  q: z.string().max(MAX_SEARCH_LENGTH, `Search must be at most ${MAX_SEARCH_LENGTH} characters.`).optional(),
  page: wholeNumberParam('page', 1, 1_000_000).optional(),
  limit: wholeNumberParam('limit', 1, MAX_CARDS_LIMIT).optional(),
  seed: wholeNumberParam('seed', 0, 2 ** 31 - 1).optional(),
});
export type CardsQuery = z.infer<typeof cardsQuerySchema>;
