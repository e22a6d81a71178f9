import { z } from 'zod';
import {
  MAX_CARDS_LIMIT,
  MAX_CATEGORY_LENGTH,
  MAX_DESIGN_PRICE_RUPEES,
  MAX_DESIGN_TITLE_LENGTH,
  MAX_SEARCH_LENGTH,
} from '../constants';
import { HIDDEN_CHARACTERS_PHRASE } from '../plain-text-rule';
import { nameSlotFieldSchema, nameSlotSchema } from './name-slot';
import { plainLine } from './plain-text';

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

/*
 * Back-office card upload and edit. The fields arrive as multipart text, so they are
 * strings here; each message names its field, since the form shows it as is.
 */
/** Printed on invoice lines, so it follows the plain-text rule. */
const cardTitle = plainLine(
  z
    .string({ error: 'title is required' })
    .trim()
    .min(1, 'title is required')
    .max(MAX_DESIGN_TITLE_LENGTH, `title must be at most ${MAX_DESIGN_TITLE_LENGTH} characters`),
  `title ${HIDDEN_CHARACTERS_PHRASE}`,
  'title is required',
);

const cardPrice = z
  .string({ error: 'price is required' })
  .trim()
  .regex(/^\d+$/, 'price must be a whole number of rupees greater than 0')
  .transform(Number)
  .refine((rupees) => rupees >= 1, 'price must be a whole number of rupees greater than 0')
  .refine((rupees) => rupees <= MAX_DESIGN_PRICE_RUPEES, `price must be at most ${MAX_DESIGN_PRICE_RUPEES} rupees`);

const cardCategory = z
  .string({ error: 'category is required' })
  .trim()
  .min(1, 'category is required')
  .max(MAX_CATEGORY_LENGTH, `category must be at most ${MAX_CATEGORY_LENGTH} characters`);

/** Text fields of `POST /api/cards` (the image and optional pdf are files beside them). */
export const cardUploadFieldsSchema = z.object({
  title: cardTitle,
  price: cardPrice,
  category: cardCategory,
  nameSlot: nameSlotFieldSchema.optional(),
});
export type CardUploadFields = z.infer<typeof cardUploadFieldsSchema>;

/** Text fields of `PUT /api/cards/:id`: each optional; `removePdf=true` drops the PDF. */
export const cardUpdateFieldsSchema = z.object({
  title: cardTitle.optional(),
  price: cardPrice.optional(),
  category: cardCategory.optional(),
  removePdf: z.enum(['true', 'false'], { error: 'removePdf must be true or false' }).optional(),
  nameSlot: nameSlotFieldSchema.optional(),
});
export type CardUpdateFields = z.infer<typeof cardUpdateFieldsSchema>;

export const cardIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const cardSavedResponseSchema = z.object({ message: z.string(), card: designCardSchema });
export type CardSavedResponse = z.infer<typeof cardSavedResponseSchema>;

/** `hidden`: the design is in old orders, so it left the catalogue but was kept for them. */
export const cardDeletedResponseSchema = z.object({ message: z.string(), outcome: z.enum(['deleted', 'hidden']) });
export type CardDeletedResponse = z.infer<typeof cardDeletedResponseSchema>;
