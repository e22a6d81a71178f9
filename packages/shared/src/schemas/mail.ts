import { z } from 'zod';

/** sent, kept (no SMTP configured), queued, retrying, failed (every try failed). */
export const mailStatusSchema = z.enum(['kept', 'queued', 'retrying', 'sent', 'failed']);
export type MailStatus = z.infer<typeof mailStatusSchema>;

export const adminMailSummarySchema = z.object({
  id: z.string(),
  kind: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: mailStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type AdminMailSummary = z.infer<typeof adminMailSummarySchema>;

export const adminMailsResponseSchema = z.object({
  /** False when SMTP_URL is unset: mails are kept here and not sent. */
  smtp: z.boolean(),
  emails: z.array(adminMailSummarySchema),
});
export type AdminMailsResponse = z.infer<typeof adminMailsResponseSchema>;

/** A file that goes with a mail when it is sent (an order confirmation's invoice PDF), by name and type. */
export const mailAttachmentInfoSchema = z.object({ filename: z.string(), contentType: z.string() });
export type MailAttachmentInfo = z.infer<typeof mailAttachmentInfoSchema>;

export const adminMailSchema = adminMailSummarySchema.extend({
  html: z.string(),
  text: z.string(),
  attachments: z.array(mailAttachmentInfoSchema),
});
export type AdminMail = z.infer<typeof adminMailSchema>;
