import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminToken, bearer, customerToken } from './accounts-helpers';
import { type Card, someCards } from './checkout-helpers';
import { payOnDemo, placeOrder } from './invoice-helpers';
import { createTestApp, type TestApp } from './test-app';

/**
 * Invoices and credit notes are numbered in two series of their own, each consecutive per financial
 * year (India time). Only Date is faked, so the store's timers and the database run as usual.
 */
let t: TestApp;
let card: Card;
let customer: string;
let admin: Record<string, string>;

/** Sets the store's clock to an India-time moment such as `2027-03-31T23:59:59`. */
const clockAt = (indiaTime: string) => vi.setSystemTime(new Date(`${indiaTime}+05:30`));

async function openStore(indiaTime: string) {
  clockAt(indiaTime);
  t = await createTestApp({ seed: true });
  const [first] = await someCards(t.app, 1);
  if (!first) throw new Error('the demo catalogue is empty');
  card = first;
  customer = (await customerToken(t.app)).token;
  admin = bearer((await adminToken(t)).token);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(async () => {
  await t.close();
  vi.useRealTimers();
});

/** Places and pays an order at `indiaTime`: answers its id. */
async function payAt(indiaTime: string) {
  clockAt(indiaTime);
  const placed = await placeOrder(t, customer, [{ card, quantity: 1 }]);
  await payOnDemo(t, placed);
  return placed.order.id;
}

async function refundAt(indiaTime: string, orderId: string) {
  clockAt(indiaTime);
  const { order_number } = await t.store.db
    .selectFrom('checkout_orders')
    .select('order_number')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${order_number}/refund`,
    headers: admin,
    payload: { reason: 'Customer asked within 2 days' },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Each series as issued, in serial order, with the order each document belongs to. */
async function series() {
  const invoices = await t.store.db
    .selectFrom('invoices_invoices')
    .select(['number', 'order_id'])
    .orderBy('issued_at')
    .orderBy('serial')
    .execute();
  const creditNotes = await t.store.db
    .selectFrom('invoices_credit_notes')
    .select(['number', 'order_id'])
    .orderBy('issued_at')
    .orderBy('serial')
    .execute();
  return { invoices, creditNotes };
}

describe('invoice and credit note numbers', () => {
  it('keep two consecutive series without gaps while orders are paid, refunded and paid again', async () => {
    await openStore('2026-11-26T10:00:00');
    const first = await payAt('2026-11-26T10:01:00');
    const second = await payAt('2026-11-26T10:02:00');
    await refundAt('2026-11-26T10:03:00', first);
    const third = await payAt('2026-11-26T10:04:00');
    await refundAt('2026-11-26T10:05:00', second);
    const fourth = await payAt('2026-11-26T10:06:00');
    await refundAt('2026-11-26T10:07:00', third);

    expect(await series()).toEqual({
      invoices: [
        { number: 'INV/26-27/00001', order_id: first },
        { number: 'INV/26-27/00002', order_id: second },
        { number: 'INV/26-27/00003', order_id: third },
        { number: 'INV/26-27/00004', order_id: fourth },
      ],
      creditNotes: [
        { number: 'CN/26-27/00001', order_id: first },
        { number: 'CN/26-27/00002', order_id: second },
        { number: 'CN/26-27/00003', order_id: third },
      ],
    });
  });

  it('start again at 00001 at midnight India time between 31 March and 1 April', async () => {
    await openStore('2027-03-31T23:50:00');
    const march = await payAt('2027-03-31T23:58:00');
    await refundAt('2027-03-31T23:58:30', march);
    const lastOfMarch = await payAt('2027-03-31T23:59:59');
    // 18:30 UTC on 31 March: still March in UTC, already the new financial year in India.
    const firstOfApril = await payAt('2027-04-01T00:00:00');
    await refundAt('2027-04-01T00:00:30', lastOfMarch);
    const april = await payAt('2027-04-01T00:01:00');
    await refundAt('2027-04-01T00:02:00', firstOfApril);

    expect(await series()).toEqual({
      invoices: [
        { number: 'INV/26-27/00001', order_id: march },
        { number: 'INV/26-27/00002', order_id: lastOfMarch },
        { number: 'INV/27-28/00001', order_id: firstOfApril },
        { number: 'INV/27-28/00002', order_id: april },
      ],
      creditNotes: [
        { number: 'CN/26-27/00001', order_id: march },
        // A refund on 1 April of a March invoice is credited in the year it is issued in.
        { number: 'CN/27-28/00001', order_id: lastOfMarch },
        { number: 'CN/27-28/00002', order_id: firstOfApril },
      ],
    });
  });
});
