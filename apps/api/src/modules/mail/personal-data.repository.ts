import { sql } from 'kysely';
import { type DbHandle, ownTables } from '../../db/own-tables';
import type { MailTables } from './mail.tables';

const own = ownTables<MailTables>();

type Db = DbHandle;

export const mailsTo = (db: Db, emailKey: string) =>
  own(db)
    .selectFrom('mail_outbox')
    .select(['kind', 'subject', 'text', 'status', 'created_at', 'sent_at', 'attachment_kind'])
    .where(sql`lower(recipient)`, '=', emailKey)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

/**
 * Blanks the recipient and the text of the address's mails, except the one with `spare` as event key;
 * mails not yet sent will not be (they fail at once). The rows stay as the log of what kind was sent when.
 */
export async function forgetRecipient(db: Db, emailKey: string, spare: string, now: string) {
  const mine = own(db)
    .updateTable('mail_outbox')
    .where(sql`lower(recipient)`, '=', emailKey)
    .where((eb) => eb.or([eb('event_key', 'is', null), eb('event_key', '!=', spare)]));
  await mine
    .set({ status: 'failed', last_error: 'The recipient erased their account', lease_until: null, updated_at: now })
    .where('status', 'in', ['queued', 'retrying'])
    .execute();
  const result = await mine.set({ recipient: '', html: '', text: '', updated_at: now }).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Blanks the recipient and text of the mail written for this event once it is no longer being sent. */
export async function forgetMailOfEvent(db: Db, eventKey: string, now: string) {
  const result = await own(db)
    .updateTable('mail_outbox')
    .set({ recipient: '', html: '', text: '', updated_at: now })
    .where('event_key', '=', eventKey)
    .where('status', 'in', ['sent', 'failed', 'kept'])
    .where('recipient', '!=', '')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
