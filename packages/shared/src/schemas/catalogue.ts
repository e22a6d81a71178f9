import { z } from 'zod';
import { MAX_CARDS_LIMIT } from '../constants';

/** A design card in the spec's shape; `price` is in rupees. */
export const designCardSchema = z
  .object({
    _id: z.string(),
    title: z.string(),
    price: z.number(),
    category: z.string(),
    imageSrc: z.string(),
    /** Responsive WebP variants of the preview image, for `srcset`. */
    imageSrcSet: z.string(),
    pdfSrc: z.string().optional(),
  })
  .meta({ id: 'DesignCard' });
export type DesignCard = z.infer<typeof designCardSchema>;

export const designCardListSchema = z.array(designCardSchema);

export const categoryListSchema = z.array(z.string());

/** Whole number from a query string; rejects "", "1.5", "-1", "1e3" and the like. */
const wholeNumberParam = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .refine((value) => value >= min && value <= max, `${name} must be between ${min} and ${max}`);

export const cardsQuerySchema = z.object({
  category: z.string().max(100).optional(),
  q: z.string().max(200).optional(),
  page: wholeNumberParam('page', 1, 1_000_000).optional(),
  limit: wholeNumberParam('limit', 1, MAX_CARDS_LIMIT).optional(),
  seed: wholeNumberParam('seed', 0, 2 ** 31 - 1).optional(),
});
export type CardsQuery = z.infer<typeof cardsQuerySchema>;
