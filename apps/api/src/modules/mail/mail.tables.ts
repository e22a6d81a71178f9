/**
 * Where a mail is: `kept` (no SMTP_URL: stored for /admin/emails only), `queued` (waiting for its
 * first try), `retrying` (a try failed; the next waits for `next_attempt_at`), `sent`, or `failed`
 * (every try failed).
 */
export type MailStatus = 'kept' | 'queued' | 'retrying' | 'sent' | 'failed';

/** The documents a mail can carry: a tax invoice or a credit note, by its id. */
export type MailAttachmentKind = 'invoice' | 'credit_note';

/** The mail module's table: the transactional outbox and the mail log in one. */
export interface MailOutboxTable {
  id: string;
  /** What the mail is for (order-confirmation, shop-order-alert, …). */
  kind: string;
  /** Unique when set: a second mail for the same event (an order paid twice) is not written. */
  event_key: string | null;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  status: MailStatus;
  /** Tries so far (a claimed try counts, so a mail that crashes its worker still runs out of tries). */
  attempts: number;
  next_attempt_at: string;
  /** A worker holds the mail until then; past it another worker may take it (its holder died). */
  lease_until: string | null;
  lease_owner: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  updated_at: string;
  /** The document the mail carries when sent, made then by the invoices module; null for none. */
  attachment_kind: MailAttachmentKind | null;
  attachment_id: string | null;
}

export interface MailTables {
  mail_outbox: MailOutboxTable;
}
