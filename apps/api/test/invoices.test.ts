import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerToken } from './accounts-helpers';
import { type Card, demoWebhook, newOrder, orderBody, orderStatus, postWebhook, someCards } from './checkout-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let card: Card;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const [first] = await someCards(t.app, 1);
  if (!first) throw new Error('the demo catalogue is empty');
  card = first;
  token = (await customerToken(t.app)).token;
});
afterAll(() => t.close());

async function placeOrder() {
  const response = await newOrder(t.app, token, orderBody([{ card, quantity: 3 }]));
  expect(response.statusCode, response.body).toBe(201);
  const { order_id } = response.json() as { order_id: string };
  const order = await t.store.db
    .selectFrom('checkout_orders')
    .selectAll()
    .where('order_number', '=', order_id)
    .executeTakeFirstOrThrow();
  return { orderNumber: order_id, order };
}

const invoiceOf = (orderId: string) =>
  t.store.db.selectFrom('invoices_invoices').selectAll().where('order_id', '=', orderId).execute();

describe('tax invoice on PAID', () => {
  it('is issued once under duplicate webhooks, with consecutive numbers and GST adding up to the total paid', async () => {
    const numbers: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      const { orderNumber, order } = await placeOrder();
      const amount = Number(order.total_paise) / 100;
      const success = demoWebhook(t, { orderNumber, amount, status: 'SUCCESS', paymentId: `pay-${orderNumber}` });
      const answers = await Promise.all([1, 2, 3].map(() => postWebhook(t.app, success)));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      const invoices = await invoiceOf(order.id);
      expect(invoices).toHaveLength(1);
      const [invoice] = invoices;
      if (!invoice) throw new Error('no invoice');
      numbers.push(invoice.number);
      // Demo seller in Karnataka, no buyer state yet: intra-state, CGST + SGST.
      expect(invoice.supply_type).toBe('INTRA');
      expect(Number(invoice.igst_paise)).toBe(0);
      expect(Number(invoice.taxable_paise) + Number(invoice.cgst_paise) + Number(invoice.sgst_paise)).toBe(
        Number(order.total_paise),
      );
      expect(invoice.number.length).toBeLessThanOrEqual(16);
    }
    const serials = numbers.map((number) => Number(number.split('/')[2]));
    expect(serials).toEqual([serials[0], (serials[0] ?? 0) + 1, (serials[0] ?? 0) + 2]);
    expect(numbers[0]).toMatch(/^INV\/\d{2}-\d{2}\/\d{5}$/);
  });

  it('numbers orders paid concurrently consecutively, without gaps or duplicates', async () => {
    const orders = await Promise.all(Array.from({ length: 20 }, () => placeOrder()));
    const answers = await Promise.all(
      orders.map(({ orderNumber, order }) =>
        postWebhook(
          t.app,
          demoWebhook(t, {
            orderNumber,
            amount: Number(order.total_paise) / 100,
            status: 'SUCCESS',
            paymentId: `pay-${orderNumber}`,
          }),
        ),
      ),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const ids = orders.map(({ order }) => order.id);
    const rows = await t.store.db
      .selectFrom('invoices_invoices')
      .select('serial')
      .where('order_id', 'in', ids)
      .execute();
    const serials = rows.map((row) => Number(row.serial)).sort((a, b) => a - b);
    const first = serials[0] ?? 0;
    expect(serials).toEqual(Array.from({ length: 20 }, (_, index) => first + index));
  });

  it('is not issued for an order that is not paid', async () => {
    const { orderNumber, order } = await placeOrder();
    const amount = Number(order.total_paise) / 100;
    const failed = demoWebhook(t, { orderNumber, amount, status: 'FAILED', paymentId: `pay-${orderNumber}` });
    expect((await postWebhook(t.app, failed)).statusCode).toBe(200);
    expect(await orderStatus(t, orderNumber)).not.toBe('PAID');
    expect(await invoiceOf(order.id)).toEqual([]);
  });
});
