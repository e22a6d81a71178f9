import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { forgetMailOfEvent, forgetRecipient, mailsTo } from './personal-data.repository';

/** The mail written for an erasure's confirmation: spared by the erasure, blanked once it has gone. */
export const erasureMailKey = (erasureId: string) => `account-erased:${erasureId}`;

const keyOf = (email: string) => email.trim().toLowerCase();

/** Every mail written to the address (its text, while the store keeps it), for the customer's archive. */
export async function mailsForExport(db: Kysely<Database>, email: string) {
  return (await mailsTo(db, keyOf(email))).map((row) => ({
    kind: row.kind,
    subject: row.subject,
    text: row.text,
    status: row.status,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    carried: row.attachment_kind,
  }));
}

/**
 * Erases the address from the mail log in the caller's transaction, all but the confirmation of the
 * erasure `erasureId` (still to be sent): see `forgetMailOfEvent`.
 */
export const forgetMailsTo = (trx: Kysely<Database>, email: string, erasureId: string) =>
  forgetRecipient(trx, keyOf(email), erasureMailKey(erasureId), new Date().toISOString());

/** Blanks the address and text of an erasure's confirmation mail, once the worker is done with it. */
export const forgetErasureMail = (db: Kysely<Database>, erasureId: string) =>
  forgetMailOfEvent(db, erasureMailKey(erasureId), new Date().toISOString());

/** The mail log's part of a customer's data, for the privacy module's archive and erasure. */
export const mailLog = { mailsForExport, forgetMailsTo, forgetErasureMail };
