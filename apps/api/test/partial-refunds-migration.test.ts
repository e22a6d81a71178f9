import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate';
import { down } from '../src/db/migrations/0028-partial-refunds';
import { adminToken, bearer, customerToken } from './accounts-helpers';
import { someCards } from './checkout-helpers';
import { payOnDemo, placeOrder } from './invoice-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

it('keeps every credit note and its stored PDF when credit notes become one per refund', async () => {
  const [card] = await someCards(t.app, 1);
  if (!card) throw new Error('the demo catalogue is empty');
  const customer = await customerToken(t.app);
  const placed = await placeOrder(t, customer.token, [{ card, quantity: 1 }]);
  await payOnDemo(t, placed);
  const admin = bearer((await adminToken(t)).token);
  const url = `/api/admin/orders/${placed.orderNumber}`;
  const refund = await t.app.inject({
    method: 'POST',
    url: `${url}/refund`,
    headers: admin,
    payload: { reason: 'Duplicate' },
  });
  expect(refund.statusCode, refund.body).toBe(200);
  const before = await t.app.inject({ method: 'GET', url: `${url}/credit-note.pdf`, headers: admin });
  expect(before.statusCode).toBe(200);
  const notes = () => t.store.db.selectFrom('invoices_credit_notes').selectAll().orderBy('number').execute();
  const written = await notes();

  // A store from before: the migration runs again over its credit notes and stored PDFs.
  await down(t.store.db as never);
  await sql`DELETE FROM kysely_migration WHERE name = '0028-partial-refunds'`.execute(t.store.db);
  expect(await migrateToLatest(t.store.db)).toEqual(['0028-partial-refunds']);

  expect(await notes()).toEqual(written.map((note) => ({ ...note, lines_json: null })));
  const after = await t.app.inject({ method: 'GET', url: `${url}/credit-note.pdf`, headers: admin });
  expect(Buffer.compare(after.rawPayload, before.rawPayload)).toBe(0);
});
