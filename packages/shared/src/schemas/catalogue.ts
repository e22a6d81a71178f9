import { z } from 'zod';
import { MAX_CARDS_LIMIT, MAX_SEARCH_LENGTH } from '../constants';
import { nameSlotSchema } from './name-slot';

/** A design card in the spec's shape; `price` is in rupees. */
export const designCardSchema = z
  .object({
    _id: z.string(),
    title: z.string(),
    /** The design's own page is `/designs/<slug>`. */
    slug: z.string(),
    price: z.number(),
    category: z.string(),
    imageSrc: z.string(),
    /** Responsive WebP variants of the preview image, for `srcset`. */
    imageSrcSet: z.string(),
    pdfSrc: z.string().optional(),
    /** Where the visitor's business name is drawn on the preview; absent for designs without one. */
    nameSlot: nameSlotSchema.optional(),
  })
  .meta({ id: 'DesignCard' });
export type DesignCard = z.infer<typeof designCardSchema>;

export const designCardListSchema = z.array(designCardSchema);

export const categoryListSchema = z.array(z.string());

/** `GET /api/designs/:slug`: one design and a few more of its category. */
export const designPageSchema = z
  .object({ design: designCardSchema, moreInCategory: designCardListSchema })
  .meta({ id: 'DesignPage' });
export type DesignPage = z.infer<typeof designPageSchema>;

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

/**
 * A catalogue page as the server draws it (`/` and `/designs`, any filter, keyword and page) and sends it
 * with the HTML, so the browser hydrates from the same data: the shuffle seed the visit goes on with,
 * the filter it shows, that page of designs, their total and the categories of the filter.
 */
export const cataloguePageSchema = z.object({
  seed: z.number().int(),
  category: z.string().optional(),
  q: z.string().optional(),
  page: z.number().int(),
  total: z.number().int(),
  cards: designCardListSchema,
  categories: categoryListSchema,
  /** When the search or filter found nothing: the categories that have designs, to try instead. */
  categoriesWithDesigns: categoryListSchema.optional(),
});
export type CataloguePage = z.infer<typeof cataloguePageSchema>;
