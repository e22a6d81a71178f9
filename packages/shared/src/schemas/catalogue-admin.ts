import { z } from 'zod';
import { MAX_CATEGORY_LENGTH, MAX_DESIGN_PRICE_RUPEES, MAX_DESIGN_TITLE_LENGTH } from '../constants';
import { HIDDEN_CHARACTERS_PHRASE } from '../plain-text-rule';
import { designCardSchema } from './design-cards';
import { nameSlotSchema } from './name-slot';
import { plainLine } from './plain-text';

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

/** Multipart/text form of a slot (JSON), as the admin upload and edit send it. */
const nameSlotFieldSchema = z
  .string()
  .max(1000, 'nameSlot is too long')
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'nameSlot must be JSON' });
      return z.NEVER;
    }
  })
  .pipe(nameSlotSchema);

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
