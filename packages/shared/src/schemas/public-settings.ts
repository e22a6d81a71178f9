// zod/mini: the app reads the seller's details from the page as it starts (see ./design-cards.ts).
import * as z from 'zod/mini';

/** The seller's details as the contact page and footer show them (GET /api/settings). */
export const publicStoreSettingsSchema = z.object({
  legalName: z.string(),
  tradeName: z.string(),
  gstin: z.string(),
  address: z.string(),
  stateCode: z.string(),
  stateName: z.string(),
  supportEmail: z.string(),
  phone: z.string(),
  grievanceName: z.string(),
  grievanceDesignation: z.string(),
  grievanceEmail: z.string(),
  grievancePhone: z.string(),
  /** The demo seller of a store started without SELLER_* settings: not a real business. */
  isDemo: z.boolean(),
});
export type PublicStoreSettings = z.infer<typeof publicStoreSettingsSchema>;
