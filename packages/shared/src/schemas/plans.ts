import { z } from 'zod';
import { PLAN_MONTHS } from '../page-rules';
import { marketingPlanSchema } from './plans-on-sale';

export const PLAN_MONTHS_MESSAGE = `months must be one of ${PLAN_MONTHS.join(', ')}`;

/* @__NO_SIDE_EFFECTS__ */
const wholeRupees = (label: string, min: number, max: number) =>
  z
    .number({ message: `${label} must be a number.` })
    .int(`${label} must be whole rupees.`)
    .min(min, `${label} must be at least ₹${min}.`)
    .max(max, `${label} must be at most ₹${max}.`);

/** What an admin edits on /admin/plans (PUT /api/admin/plans/:id); the title stays as the spec names it. */
export const planUpdateInputSchema = z.object({
  pricePerMonth: wholeRupees('Monthly price', 1, 1_000_000),
  adCredit: wholeRupees('Ad credit', 0, 1_000_000),
  features: z
    .array(
      z
        .string({ message: 'Each feature must be text.' })
        .trim()
        .min(1, 'A feature cannot be empty.')
        .max(120, 'A feature must be at most 120 characters.'),
      { message: 'Features must be a list.' },
    )
    .min(1, 'List at least one feature.')
    .max(12, 'List at most 12 features.'),
});
export type PlanUpdateInput = z.infer<typeof planUpdateInputSchema>;
export type PlanUpdateField = keyof PlanUpdateInput;

export const planIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** A plan line of an order (POST /api/new-order `plans`): which plan and for how many months, paid up front. */
export const planLineInputSchema = z.object({
  id: z.string().min(1).max(64),
  months: z
    .number({ message: PLAN_MONTHS_MESSAGE })
    .refine((months) => (PLAN_MONTHS as readonly number[]).includes(months), PLAN_MONTHS_MESSAGE),
});
export type PlanLineInput = z.infer<typeof planLineInputSchema>;

/** One of the customer's plans on /my-plans: its periods joined end to end. */
export const customerPlanSchema = z.object({
  planId: z.string(),
  title: z.string(),
  /** Months bought in all, over every purchase of this plan. */
  monthsBought: z.number(),
  startsOn: z.string(),
  endsOn: z.string(),
  /** Whole rupees a month, as bought most recently. */
  adCredit: z.number(),
  monthsLeft: z.number(),
  status: z.enum(['active', 'upcoming', 'lapsed']),
});
export type CustomerPlan = z.infer<typeof customerPlanSchema>;
export const customerPlanListSchema = z.object({ plans: z.array(customerPlanSchema), today: z.string() });
export type CustomerPlanList = z.infer<typeof customerPlanListSchema>;

const customerPlanRowSchema = z.object({
  customerName: z.string(),
  customerEmail: z.string(),
  planTitle: z.string(),
  endsOn: z.string(),
});

/** /admin/plans: the plans with their active customers, renewals due within 7 days and lapsed plans. */
export const adminPlansSchema = z.object({
  today: z.string(),
  plans: z.array(
    z.object({ ...marketingPlanSchema.shape, activeCustomers: z.number(), updatedAt: z.string().nullable() }),
  ),
  renewalsDue: z.array(customerPlanRowSchema),
  lapsed: z.array(customerPlanRowSchema),
});
export type AdminPlans = z.infer<typeof adminPlansSchema>;
