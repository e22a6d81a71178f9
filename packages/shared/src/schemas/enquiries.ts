import { z } from 'zod';
import { hiddenCharactersMessage } from '../plain-text-rule';
import { emailSchema } from './email';
import { indianMobileSchema } from './phone';
import { plainLine } from './plain-text';
import { privacyChoiceSchema } from './privacy';

/** Topics of the contact form; "Marketing plan" is chosen for the visitor by every "Get this plan" button. */
export const ENQUIRY_TOPICS = [
  'Website design',
  'Marketing plan',
  'Order or payment',
  'Refund',
  'Complaint',
  'Something else',
] as const;
export type EnquiryTopic = (typeof ENQUIRY_TOPICS)[number];

export const ENQUIRY_STATUSES = ['open', 'in_progress', 'resolved'] as const;
export const enquiryStatusSchema = z.enum(ENQUIRY_STATUSES, {
  message: 'status must be open, in_progress or resolved',
});
export type EnquiryStatus = z.infer<typeof enquiryStatusSchema>;

export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  open: 'Open',
  in_progress: 'Acknowledged / in progress',
  resolved: 'Resolved',
};

/* @__NO_SIDE_EFFECTS__ */
const text = (label: string, max: number) =>
  z
    .string({ message: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

/** The contact form (POST /api/enquiries). */
export const enquiryInputSchema = z.object({
  name: plainLine(text('Name', 100), hiddenCharactersMessage('Name'), 'Name is required.'),
  email: emailSchema,
  /** Stored as the ten digits, however it was typed. */
  phone: indianMobileSchema,
  topic: z.enum(ENQUIRY_TOPICS, { message: 'Choose a topic.' }),
  /** The marketing plan asked about, when the visitor came from a "Get this plan" button. */
  plan: z.string().trim().max(80, 'Plan must be at most 80 characters.').optional(),
  message: text('Message', 2000),
  /** The privacy notice shown with the form: recorded with the enquiry. */
  privacy: privacyChoiceSchema.optional(),
});
export type EnquiryInput = z.infer<typeof enquiryInputSchema>;
export type EnquiryField = keyof EnquiryInput;

export const enquiryReceiptSchema = z.object({
  reference: z.string(),
  message: z.string(),
  /** By when the shop acknowledges it (48 hours). */
  acknowledgeBy: z.string(),
  /** By when a complaint is redressed (one month); null for other topics. */
  redressBy: z.string().nullable(),
});
export type EnquiryReceipt = z.infer<typeof enquiryReceiptSchema>;

export const adminEnquirySchema = z.object({
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  topic: z.string(),
  plan: z.string().nullable(),
  message: z.string(),
  status: enquiryStatusSchema,
  createdAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  acknowledgeBy: z.string(),
  redressBy: z.string().nullable(),
  /** Still open 48 hours after it arrived (at the time of the answer). */
  overdue: z.boolean(),
});
export type AdminEnquiry = z.infer<typeof adminEnquirySchema>;

export const adminEnquiriesQuerySchema = z.object({
  status: enquiryStatusSchema.optional(),
  page: z.coerce
    .number({ message: 'page must be a whole number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(1_000_000, 'page must be at most 1000000')
    .optional(),
});
export type AdminEnquiriesQuery = z.infer<typeof adminEnquiriesQuerySchema>;

export const adminEnquiriesResponseSchema = z.object({
  enquiries: z.array(adminEnquirySchema),
  total: z.number(),
  /** Open enquiries past their 48 hours, across all pages. */
  overdue: z.number(),
  pageSize: z.number(),
});
export type AdminEnquiriesResponse = z.infer<typeof adminEnquiriesResponseSchema>;

export const enquiryStatusInputSchema = z.object({ status: enquiryStatusSchema });
export type EnquiryStatusInput = z.infer<typeof enquiryStatusInputSchema>;
