import { type Kysely, sql } from 'kysely';

/**
 * A mail names the document it carries by kind and id (an invoice on an order confirmation, a credit note on a
 * refund mail), so nothing reads it out of the event key again. Mails written before carry it over: the last
 * time an event key (`order-confirmation:<order id>`, `order-refunded:<order id>`) is read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('attachment_kind', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('attachment_id', 'text').execute();
  await sql`
    UPDATE mail_outbox SET attachment_kind = 'invoice', attachment_id = (
      SELECT id FROM invoices_invoices WHERE order_id = substr(mail_outbox.event_key, 20))
    WHERE kind = 'order-confirmation' AND event_key LIKE 'order-confirmation:%'`.execute(db);
  await sql`
    UPDATE mail_outbox SET attachment_kind = 'credit_note', attachment_id = (
      SELECT id FROM invoices_credit_notes WHERE order_id = substr(mail_outbox.event_key, 16))
    WHERE kind = 'order-refunded' AND event_key LIKE 'order-refunded:%'`.execute(db);
  // A mail whose order has no such document (none was ever issued) carries nothing, as before.
  await sql`UPDATE mail_outbox SET attachment_kind = NULL WHERE attachment_id IS NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('attachment_id').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('attachment_kind').execute();
}
