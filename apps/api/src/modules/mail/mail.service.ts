import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import { claimDueMails, insertMail, markFailedTry, markSent, renewLease } from './mail.repository';
import type { MailAttachmentKind } from './mail.tables';
import { isPlainAddress, oneLine } from './mail-address';
import type { MailAttachment, MailTransport } from './mail-transport';

/** Whether mails go out: without SMTP_URL they are kept for /admin/emails only. */
export interface MailOutbox {
  smtp: boolean;
}

export interface NewMail {
  /** What the mail is for: order-confirmation, shop-order-alert, … */
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** One mail per event: a second enqueue with the same key writes nothing. */
  eventKey?: string;
  /** The document attached when the mail is sent (drawn then, not now). */
  attachment?: MailAttachmentRef;
}

/** A document a mail carries, by kind and id. */
export interface MailAttachmentRef {
  kind: MailAttachmentKind;
  id: string;
}

/**
 * Writes a mail into the outbox inside the caller's transaction, so it exists exactly when the
 * change that causes it commits. Answers false when a mail with the same event key exists. A
 * recipient that is not one plain address is recorded as failed rather than failing the caller.
 */
export async function enqueueMail(trx: Kysely<Database>, outbox: MailOutbox, mail: NewMail): Promise<boolean> {
  const now = new Date().toISOString();
  const addressOk = isPlainAddress(mail.to);
  return insertMail(trx, {
    id: randomUUID(),
    kind: mail.kind,
    event_key: mail.eventKey ?? null,
    recipient: mail.to,
    subject: oneLine(mail.subject),
    html: mail.html,
    text: mail.text,
    status: !addressOk ? 'failed' : outbox.smtp ? 'queued' : 'kept',
    attempts: 0,
    next_attempt_at: now,
    lease_until: null,
    lease_owner: null,
    last_error: addressOk ? null : 'The recipient is not a single plain email address',
    created_at: now,
    sent_at: null,
    updated_at: now,
    attachment_kind: mail.attachment?.kind ?? null,
    attachment_id: mail.attachment?.id ?? null,
  });
}

export interface MailWorkerDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  transport: MailTransport;
  /** MAIL_FROM. */
  from: string;
  /** Names this worker's leases; unique per process. */
  owner?: string;
  /** How long a claimed mail is held before another worker may take it (longer than one SMTP try). */
  leaseMs?: number;
  maxAttempts?: number;
  batchSize?: number;
  /** Files made at sending time for a mail (an order confirmation's invoice), from the module that owns them. */
  attachmentsFor?: AttachmentSource;
  now?: () => Date;
}

/** The files of a mail's document reference; a failure counts as a failed try, retried like SMTP's. */
export type AttachmentSource = (attachment: MailAttachmentRef) => Promise<MailAttachment[]>;

/** The document reference a stored mail carries, if any. */
export const attachmentOf = (row: {
  attachment_kind: MailAttachmentKind | null;
  attachment_id: string | null;
}): MailAttachmentRef | undefined =>
  row.attachment_kind && row.attachment_id ? { kind: row.attachment_kind, id: row.attachment_id } : undefined;

const attachmentsOf = async (deps: MailWorkerDeps, attachment: MailAttachmentRef | undefined) =>
  attachment && deps.attachmentsFor ? deps.attachmentsFor(attachment) : [];

export const MAIL_LEASE_MS = 2 * 60_000;
export const MAIL_MAX_ATTEMPTS = 10;
const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 60 * 60_000;

/** 30 s after the first failed try, doubling, at most an hour: about four hours of tries in all. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
}

export interface DeliveryRound {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * One round of the worker: claims due mails, hands each to SMTP, then records it as sent. A
 * mail is recorded only after SMTP accepted it, so a crash in between re-sends it once its lease
 * runs out (same Message-ID); that is the one window where a mail can arrive twice.
 */
export async function deliverDueMails(deps: MailWorkerDeps): Promise<DeliveryRound> {
  const now = deps.now ?? (() => new Date());
  const owner = deps.owner ?? randomUUID();
  const started = now();
  const claimed = await claimDueMails(deps.db, deps.dialect, {
    owner,
    now: started.toISOString(),
    leaseUntil: new Date(started.getTime() + (deps.leaseMs ?? MAIL_LEASE_MS)).toISOString(),
    limit: deps.batchSize ?? 20,
  });
  const round: DeliveryRound = { sent: 0, retrying: 0, failed: 0 };
  for (const mail of claimed) {
    // A batch can outlast the lease it was claimed with (a slow mail server): each mail is held
    // afresh before it goes, and skipped if its lease ran out and another worker may have it.
    const sendingAt = now();
    const leaseUntil = new Date(sendingAt.getTime() + (deps.leaseMs ?? MAIL_LEASE_MS)).toISOString();
    if (!(await renewLease(deps.db, mail.id, owner, sendingAt.toISOString(), leaseUntil))) continue;
    try {
      await deps.transport({
        messageId: `<${mail.id}@store.mail>`,
        from: deps.from,
        to: mail.recipient,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: await attachmentsOf(deps, attachmentOf(mail)),
      });
    } catch (error) {
      const failed = mail.attempts >= (deps.maxAttempts ?? MAIL_MAX_ATTEMPTS);
      const at = now();
      await markFailedTry(deps.db, mail.id, owner, {
        status: failed ? 'failed' : 'retrying',
        nextAttemptAt: new Date(at.getTime() + retryDelayMs(mail.attempts)).toISOString(),
        error: error instanceof Error ? error.message : String(error),
        now: at.toISOString(),
      });
      round[failed ? 'failed' : 'retrying'] += 1;
      continue;
    }
    if (await markSent(deps.db, mail.id, owner, now().toISOString())) round.sent += 1;
  }
  return round;
}

/** Runs deliverDueMails every `intervalMs` (one round at a time); answers a function that stops it. */
export function startMailWorker(
  deps: MailWorkerDeps,
  onError: (error: unknown) => void,
  { intervalMs = 2_000 }: { intervalMs?: number } = {},
): () => void {
  const owner = deps.owner ?? randomUUID();
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    deliverDueMails({ ...deps, owner })
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
