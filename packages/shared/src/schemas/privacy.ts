import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { CONSENT_CHANNELS, CONSENT_PURPOSES, OPTIONAL_PURPOSES, PRIVACY_NOTICE_VERSION } from '../privacy-notice';
import { oneOfMessage } from './common';

/** The notice a form showed and the optional choices ticked under it. */
export const privacyChoiceSchema = z.object({
  noticeVersion: z.literal(PRIVACY_NOTICE_VERSION, {
    message: 'The privacy notice has changed: reload the page to read the new one.',
  }),
  optional: z
    .array(z.enum(OPTIONAL_PURPOSES, { message: 'Unknown consent' }))
    .max(OPTIONAL_PURPOSES.length)
    .default([]),
  /** The language the notice was shown in (the same version in either); English when left out. */
  language: z.enum(LANGUAGES, { message: oneOfMessage('language', LANGUAGES) }).optional(),
});
export type PrivacyChoice = z.infer<typeof privacyChoiceSchema>;

export const consentRecordSchema = z.object({
  id: z.string(),
  purpose: z.enum(CONSENT_PURPOSES),
  optional: z.boolean(),
  noticeVersion: z.string(),
  givenVia: z.enum(CONSENT_CHANNELS),
  givenAt: z.string(),
  withdrawnAt: z.string().nullable(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

export const consentListSchema = z.object({
  consents: z.array(consentRecordSchema),
  /** True when the customer has agreed to the current notice (no need to show it again at checkout). */
  noticeAccepted: z.boolean(),
});
export type ConsentList = z.infer<typeof consentListSchema>;

export const optionalPurposeParamsSchema = z.object({
  purpose: z.enum(OPTIONAL_PURPOSES, { message: 'Only an optional consent can be given or withdrawn' }),
});

/** A new customer's checkout: the notice accepted (and optional choices) before the order is placed. */
export const checkoutConsentInputSchema = privacyChoiceSchema;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  adminId: z.string(),
  adminName: z.string(),
  action: z.string(),
  record: z.string(),
  detail: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogQuerySchema = z.object({
  page: z.coerce.number().int('page must be a whole number').min(1, 'page starts at 1').max(10_000).default(1),
  limit: z.coerce.number().int('limit must be a whole number').min(1).max(200, 'limit is at most 200').default(50),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditLogPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
