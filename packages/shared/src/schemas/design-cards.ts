/*
 * The catalogue as the app reads it while it starts: the cards a drawn page carries and the answers of the
 * catalogue's calls. Written with zod/mini, whose functions leave out of the app what they do not use (about
 * 7 KB gzip of zod in the start-up file, against 24 KB for zod's classic API); the server builds its answers'
 * schemas and the OpenAPI document from the same definitions.
 */
import * as z from 'zod/mini';
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
    pdfSrc: z.optional(z.string()),
    /** Where the visitor's business name is drawn on the preview; absent for designs without one. */
    nameSlot: z.optional(nameSlotSchema),
  })
  .check(z.meta({ id: 'DesignCard' }));
export type DesignCard = z.infer<typeof designCardSchema>;

export const designCardListSchema = z.array(designCardSchema);

export const categoryListSchema = z.array(z.string());

/** `GET /api/designs/:slug`: one design and a few more of its category. */
export const designPageSchema = z
  .object({ design: designCardSchema, moreInCategory: designCardListSchema })
  .check(z.meta({ id: 'DesignPage' }));
export type DesignPage = z.infer<typeof designPageSchema>;

/**
 * A catalogue page as the server draws it (`/` and `/designs`, any filter, keyword and page) and sends it
 * with the HTML, so the browser hydrates from the same data: the shuffle seed the visit goes on with,
 * the filter it shows, that page of designs, their total and the categories of the filter.
 */
export const cataloguePageSchema = z.object({
  seed: z.int(),
  category: z.optional(z.string()),
  q: z.optional(z.string()),
  page: z.int(),
  total: z.int(),
  cards: designCardListSchema,
  categories: categoryListSchema,
  /** When the search or filter found nothing: the categories that have designs, to try instead. */
  categoriesWithDesigns: z.optional(categoryListSchema),
});
export type CataloguePage = z.infer<typeof cataloguePageSchema>;
