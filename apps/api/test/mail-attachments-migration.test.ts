import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate';
import { down } from '../src/db/migrations/0025-mail-attachments';
import { adminToken, bearer, customerToken } from './accounts-helpers';
import { someCards } from './checkout-helpers';
import { payOnDemo, placeOrder } from './invoice-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

/** Confirmation, refund and welcome mails by kind, the one without a document first. */
const attachments = async () =>
  (
    await sql<{ kind: string; attachment_kind: string | null; attachment_id: string | null }>`
      select kind, attachment_kind, attachment_id from mail_outbox
      where kind in ('order-confirmation', 'order-refunded', 'welcome')`.execute(t.store.db)
  ).rows.sort((a, b) => `${a.kind}:${a.attachment_kind ?? ''}`.localeCompare(`${b.kind}:${b.attachment_kind ?? ''}`));

it('gives mails written before typed attachments the invoice or credit note their event key named', async () => {
  const [card] = await someCards(t.app, 1);
  if (!card) throw new Error('the demo catalogue is empty');
  const customer = await customerToken(t.app);
  const refunded = await placeOrder(t, customer.token, [{ card, quantity: 1 }]);
  await payOnDemo(t, refunded);
  const kept = await placeOrder(t, customer.token, [{ card, quantity: 1 }]);
  await payOnDemo(t, kept);
  const admin = bearer((await adminToken(t)).token);
  const refund = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${refunded.orderNumber}/refund`,
    headers: admin,
    payload: { reason: 'Customer asked within 2 days' },
  });
  expect(refund.statusCode, refund.body).toBe(200);
  const written = await attachments();

  // A store from before the columns: its mails named their document only by the event key.
  await down(t.store.db as never);
  await sql`DELETE FROM kysely_migration WHERE name = '0025-mail-attachments'`.execute(t.store.db);
  // A confirmation whose invoice is missing carries nothing, as it did.
  await sql`UPDATE mail_outbox SET event_key = 'order-confirmation:no-such-order'
    WHERE event_key = ${`order-confirmation:${kept.order.id}`}`.execute(t.store.db);
  expect(await migrateToLatest(t.store.db)).toEqual(['0025-mail-attachments']);

  const ids = async (table: 'invoices_invoices' | 'invoices_credit_notes', orderId: string) =>
    (await t.store.db.selectFrom(table).select('id').where('order_id', '=', orderId).executeTakeFirstOrThrow()).id;
  const migrated = await attachments();
  expect(migrated).toEqual([
    { kind: 'order-confirmation', attachment_kind: null, attachment_id: null },
    {
      kind: 'order-confirmation',
      attachment_kind: 'invoice',
      attachment_id: await ids('invoices_invoices', refunded.order.id),
    },
    {
      kind: 'order-refunded',
      attachment_kind: 'credit_note',
      attachment_id: await ids('invoices_credit_notes', refunded.order.id),
    },
    { kind: 'welcome', attachment_kind: null, attachment_id: null },
  ]);
  // What the migration gives an old mail is what a new one is written with (the broken key apart).
  const keptInvoice = await ids('invoices_invoices', kept.order.id);
  expect(migrated.filter((row) => row.attachment_kind)).toEqual(
    written.filter((row) => row.attachment_kind && row.attachment_id !== keptInvoice),
  );
});
