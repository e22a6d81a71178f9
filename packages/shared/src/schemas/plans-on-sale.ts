// zod/mini: the app reads the plans on sale from the page and checks the store's answer with these (see
// ./design-cards.ts).
import * as z from 'zod/mini';

/** A marketing plan as the home page and /marketing show it (GET /api/plans); money in whole rupees. */
export const marketingPlanSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Whole rupees per month, GST extra. */
  pricePerMonth: z.number(),
  /** Free ad credit each month ("up to" this many whole rupees). */
  adCredit: z.number(),
  features: z.array(z.string()),
});
export type MarketingPlanData = z.infer<typeof marketingPlanSchema>;

export const marketingPlanListSchema = z.object({ plans: z.array(marketingPlanSchema) });
export type MarketingPlanList = z.infer<typeof marketingPlanListSchema>;
