import type { MailStatus } from '@store/shared';

/** How each status reads on the Emails screen. */
export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  kept: 'Kept (no SMTP)',
  queued: 'Queued',
  retrying: 'Retrying',
  sent: 'Sent',
  failed: 'Failed after retries',
};

export const MAIL_STATUS_TONES: Record<MailStatus, string> = {
  kept: 'bg-slate-100 text-slate-800',
  queued: 'bg-brand-50 text-brand-600',
  retrying: 'bg-amber-100 text-amber-900',
  sent: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
};
