import { z } from 'zod';
import { hiddenCharactersMessage } from '../plain-text-rule';
import { PROJECT_ACTIONS, PROJECT_STATES } from '../project-workflow';
import { emailSchema } from './email';
import { monthlyBriefSchema, planMonthInfoSchema, projectKindSchema } from './monthly-brief';
import { indianMobileDigits, PHONE_INVALID_MESSAGE } from './phone';
import { plainLine } from './plain-text';

export const projectStateSchema = z.enum(PROJECT_STATES);
export const projectActionSchema = z.enum(PROJECT_ACTIONS, { message: 'Unknown action' });

/* @__NO_SIDE_EFFECTS__ */
const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters.`).optional();

const BRIEF_BUSINESS_NAME_HIDDEN = hiddenCharactersMessage('Business name');

/* @__NO_SIDE_EFFECTS__ */
const colour = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, `${label} must be a colour like #1a2b3c.`)
    .optional();

// Kept as typed ("+91 98765 43210"): it is shown on the site as the customer writes it.
const sitePhone = z
  .string()
  .trim()
  .refine((typed) => typed === '' || indianMobileDigits(typed) !== null, PHONE_INVALID_MESSAGE);

const siteEmail = z
  .string()
  .trim()
  .max(254, 'Email must be at most 254 characters.')
  .refine((typed) => typed === '' || emailSchema.safeParse(typed).success, 'Email must be a valid address.');

/** The brief as saved as a draft: every field may still be empty; what is typed follows the store's rules. */
export const projectBriefDraftSchema = z.object({
  businessName: plainLine(
    z.string().trim().max(100, 'Business name must be at most 100 characters.'),
    BRIEF_BUSINESS_NAME_HIDDEN,
  ).optional(),
  tagline: optionalText('Tagline', 150),
  phone: sitePhone.optional(),
  email: siteEmail.optional(),
  address: optionalText('Address', 300),
  openingHours: optionalText('Opening hours', 200),
  primaryColour: colour('Primary colour'),
  secondaryColour: colour('Secondary colour'),
  domain: optionalText('Domain', 253),
  notes: optionalText('Notes', 2000),
});
export type ProjectBriefDraft = z.infer<typeof projectBriefDraftSchema>;
export type ProjectBriefField = keyof ProjectBriefDraft;

/* @__NO_SIDE_EFFECTS__ */
const required = (label: string, max: number) =>
  z
    .string({ message: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

/** What "Submit brief" needs: the draft's rules plus the fields the site cannot do without. */
export const projectBriefSubmitSchema = projectBriefDraftSchema.extend({
  businessName: plainLine(required('Business name', 100), BRIEF_BUSINESS_NAME_HIDDEN, 'Business name is required.'),
  phone: z.string({ message: 'Phone is required.' }).trim().min(1, 'Phone is required.').pipe(sitePhone),
  email: z.string({ message: 'Email is required.' }).trim().min(1, 'Email is required.').pipe(siteEmail),
  address: required('Address', 300),
});

export const projectBriefSchema = projectBriefDraftSchema.extend({
  logoSrc: z.string().nullable(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type ProjectBrief = z.infer<typeof projectBriefSchema>;

/* @__NO_SIDE_EFFECTS__ */
const httpUrl = (label: string) =>
  z
    .string({ message: `${label} is required.` })
    .trim()
    .max(500, `${label} must be at most 500 characters.`)
    .url(`${label} must be a web address.`)
    .refine((value) => /^https?:\/\//i.test(value), `${label} must start with http:// or https://.`);

/** One action on a project; the fields an action needs are checked per action. */
export const projectActionInputSchema = z
  .object({
    action: projectActionSchema,
    comment: optionalText('Comment', 2000),
    previewUrl: httpUrl('Preview link').optional(),
    siteUrl: httpUrl('Site address').optional(),
    handedOver: optionalText('What was handed over', 2000),
  })
  .superRefine((input, ctx) => {
    const need = (field: 'comment' | 'previewUrl' | 'siteUrl' | 'handedOver', message: string) => {
      if (!input[field]) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    if (input.action === 'request_changes') need('comment', 'Say what you would like changed.');
    if (input.action === 'report_dissatisfaction') need('comment', 'Tell us what is wrong.');
    if (input.action === 'post_preview') need('previewUrl', 'Preview link is required.');
    if (input.action === 'deliver') {
      need('siteUrl', 'Site address is required.');
      need('handedOver', 'Say what was handed over.');
    }
  });
export type ProjectActionInput = z.infer<typeof projectActionInputSchema>;

export const projectMessageFieldsSchema = z.object({
  body: z
    .string({ message: 'Message is required.' })
    .trim()
    .min(1, 'Message is required.')
    .max(2000, 'Message must be at most 2000 characters.'),
});
export type ProjectMessageFields = z.infer<typeof projectMessageFieldsSchema>;

export const projectMessageSchema = z.object({
  id: z.string(),
  authorRole: z.enum(['customer', 'admin']),
  authorName: z.string(),
  body: z.string(),
  attachmentSrc: z.string().nullable(),
  createdAt: z.string(),
});
export type ProjectMessage = z.infer<typeof projectMessageSchema>;

/** Messages a thread answers at once: the project the latest, each earlier page the ones before. */
export const PROJECT_MESSAGES_PAGE_SIZE = 50;

/** `before`: the cursor a project or an earlier page answered (the id of its oldest message). */
export const projectMessagesQuerySchema = z.object({
  before: z.uuid({ message: 'The earlier messages could not be found: reload the page.' }),
});
export type ProjectMessagesQuery = z.infer<typeof projectMessagesQuerySchema>;

/** Earlier messages, oldest first, and the cursor of the page before them (null at the thread's start). */
export const projectMessagesPageSchema = z.object({
  messages: z.array(projectMessageSchema),
  earlierCursor: z.string().nullable(),
});
export type ProjectMessagesPage = z.infer<typeof projectMessagesPageSchema>;

export const projectEventSchema = z.object({
  fromState: projectStateSchema.nullable(),
  toState: projectStateSchema,
  action: z.string(),
  actorRole: z.enum(['customer', 'admin', 'system']),
  reason: z.string().nullable(),
  at: z.string(),
});
export type ProjectEvent = z.infer<typeof projectEventSchema>;

/** A project as its owner and admins see it. */
export const projectSchema = z.object({
  id: z.string(),
  reference: z.string(),
  orderNumber: z.string(),
  /** A website from a design, or one month of a marketing plan (then designId is the plan's id). */
  kind: projectKindSchema,
  designId: z.string(),
  designTitle: z.string(),
  planMonth: planMonthInfoSchema.nullable(),
  state: projectStateSchema,
  pausedFrom: projectStateSchema.nullable(),
  revisionsUsed: z.number().int(),
  maxRevisions: z.number().int(),
  dueAt: z.string().nullable(),
  overdue: z.boolean(),
  previewUrl: z.string().nullable(),
  delivery: z.object({ siteUrl: z.string(), handedOver: z.string(), deliveredAt: z.string() }).nullable(),
  dissatisfactionEndsAt: z.string().nullable(),
  dissatisfactionReportedAt: z.string().nullable(),
  /** What the viewer may do now (their role's actions in the project's state). */
  allowedActions: z.array(projectActionSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

export const projectDetailSchema = projectSchema.extend({
  customerName: z.string(),
  customerEmail: z.string(),
  brief: projectBriefSchema,
  /** A plan month's intake instead of the website brief; null for a design. */
  monthlyBrief: monthlyBriefSchema.nullable(),
  /** The latest PROJECT_MESSAGES_PAGE_SIZE messages, oldest first. */
  messages: z.array(projectMessageSchema),
  /** Where the earlier messages start (`GET /api/projects/:id/messages?before=`), or null when there are none. */
  earlierMessagesCursor: z.string().nullable(),
  history: z.array(projectEventSchema),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

export const projectListResponseSchema = z.object({ projects: z.array(projectSchema) });
export type ProjectListResponse = z.infer<typeof projectListResponseSchema>;

export const adminProjectsQuerySchema = z.object({
  state: projectStateSchema.optional(),
  /** An order number or the customer's name or email, in part. */
  q: z.string().trim().max(100, 'Search must be at most 100 characters.').optional(),
  overdue: z.enum(['true', 'false']).optional(),
  kind: projectKindSchema.optional(),
});
export type AdminProjectsQuery = z.infer<typeof adminProjectsQuerySchema>;

export const adminProjectSchema = projectSchema.extend({ customerName: z.string(), customerEmail: z.string() });
export type AdminProject = z.infer<typeof adminProjectSchema>;

export const adminProjectsResponseSchema = z.object({ projects: z.array(adminProjectSchema) });
export type AdminProjectsResponse = z.infer<typeof adminProjectsResponseSchema>;

export const projectIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
