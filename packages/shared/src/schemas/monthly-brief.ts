import { z } from 'zod';

/** How many pictures one month's brief may hold (each a project file: PNG, JPEG or WebP up to 5 MB). */
export const MAX_MONTHLY_BRIEF_ASSETS = 10;
export const MAX_MONTHLY_FOCUS_LENGTH = 1000;
export const MAX_MONTHLY_OFFERS_LENGTH = 1000;

/* @__NO_SIDE_EFFECTS__ */
const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters.`).optional();

/** A plan month's brief as saved as a draft: the month's focus and the offers to promote, either may be empty. */
export const monthlyBriefDraftSchema = z.object({
  focus: optionalText("The month's focus", MAX_MONTHLY_FOCUS_LENGTH),
  offers: optionalText('Offers to promote', MAX_MONTHLY_OFFERS_LENGTH),
});
export type MonthlyBriefDraft = z.infer<typeof monthlyBriefDraftSchema>;
export type MonthlyBriefField = keyof MonthlyBriefDraft;

/** What "Submit brief" needs for a plan month: the focus (offers and pictures are optional). */
export const monthlyBriefSubmitSchema = monthlyBriefDraftSchema.extend({
  focus: z
    .string({ message: "The month's focus is required." })
    .trim()
    .min(1, "The month's focus is required.")
    .max(MAX_MONTHLY_FOCUS_LENGTH, `The month's focus must be at most ${MAX_MONTHLY_FOCUS_LENGTH} characters.`),
});

export const monthlyBriefAssetSchema = z.object({ key: z.string(), src: z.string() });
export type MonthlyBriefAsset = z.infer<typeof monthlyBriefAssetSchema>;

export const monthlyBriefSchema = monthlyBriefDraftSchema.extend({
  assets: z.array(monthlyBriefAssetSchema),
  submittedAt: z.string().nullable(),
});
export type MonthlyBrief = z.infer<typeof monthlyBriefSchema>;

/** A project's kind: a website from a design, or one month of a marketing plan. */
export const PROJECT_KINDS = ['design', 'plan_month'] as const;
export type ProjectKind = (typeof PROJECT_KINDS)[number];
export const projectKindSchema = z.enum(PROJECT_KINDS, { message: 'Kind must be design or plan_month.' });

/** Which month of a plan a plan-month project is (India dates); the plan's id is the project's designId. */
export const planMonthInfoSchema = z.object({
  number: z.number().int(),
  of: z.number().int(),
  startsOn: z.string(),
  endsOn: z.string(),
});
export type PlanMonthInfo = z.infer<typeof planMonthInfoSchema>;
