import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderPaidListener, PaidOrder } from '../src/modules/checkout';
import { customerToken } from './accounts-helpers';
import { type Card, demoWebhook, newOrder, orderBody, orderStatus, postWebhook, someCards } from './checkout-helpers';
import { createTestApp, type TestApp } from './test-app';

/** What other modules (invoices, mail, projects) rely on: one call per paid order, inside its transaction. */
let t: TestApp;
let cards: [Card, Card];
let token: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const [first, second] = await someCards(t.app, 2);
  if (!first || !second) throw new Error('the demo catalogue has fewer than two designs');
  cards = [first, second];
  token = (await customerToken(t.app)).token;
});
afterAll(() => t.close());

function listen(listener: OrderPaidListener): () => void {
  const listeners = t.checkout.onOrderPaid ?? [];
  listeners.push(listener);
  return () => listeners.splice(listeners.indexOf(listener), 1);
}

async function placeOrder() {
  const lines = [
    { card: cards[0], quantity: 2 },
    { card: cards[1], quantity: 1 },
  ];
  const response = await newOrder(t.app, token, orderBody(lines));
  expect(response.statusCode, response.body).toBe(201);
  const { order_id } = response.json() as { order_id: string };
  const { total_paise } = await t.store.db
    .selectFrom('checkout_orders')
    .select('total_paise')
    .where('order_number', '=', order_id)
    .executeTakeFirstOrThrow();
  return { orderNumber: order_id, amount: Number(total_paise) / 100 };
}

describe('order paid listeners', () => {
  it('are called once, with the paid order and its lines, however often the payment is reported', async () => {
    const calls: PaidOrder[] = [];
    const stop = listen(async (_trx, paid) => {
      calls.push(paid);
    });
    try {
      const { orderNumber, amount } = await placeOrder();
      const success = demoWebhook(t, { orderNumber, amount, status: 'SUCCESS', paymentId: `pay-${orderNumber}` });
      const answers = await Promise.all([1, 2, 3].map(() => postWebhook(t.app, success)));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      expect(calls).toHaveLength(1);
      const { order, items } = calls[0] as PaidOrder;
      expect(order).toMatchObject({
        order_number: orderNumber,
        status: 'PAID',
        provider_payment_id: `pay-${orderNumber}`,
      });
      expect(order.paid_at).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
      expect(items.map((item) => [item.design_id, item.quantity])).toEqual([
        [cards[0]._id, 2],
        [cards[1]._id, 1],
      ]);
    } finally {
      stop();
    }
  });

  it('roll the payment back when they fail, so the next report pays the order with them', async () => {
    let failing = true;
    let written = 0;
    const stop = listen(async (trx, paid) => {
      // Written in the payment's transaction: gone again if the listener fails.
      await trx
        .insertInto('app_meta')
        .values({ key: `paid:${paid.order.id}`, value: 'x' })
        .execute();
      if (failing) throw new Error('listener failed');
      written += 1;
    });
    try {
      const { orderNumber, amount } = await placeOrder();
      const success = demoWebhook(t, { orderNumber, amount, status: 'SUCCESS', paymentId: `pay-${orderNumber}` });
      expect((await postWebhook(t.app, success)).statusCode).toBe(500);
      expect(await orderStatus(t, orderNumber)).toBe('PENDING');
      expect(await t.store.db.selectFrom('app_meta').selectAll().where('key', 'like', 'paid:%').execute()).toEqual([]);
      failing = false;
      // The provider retries the same delivery.
      expect((await postWebhook(t.app, success)).statusCode).toBe(200);
      expect(await orderStatus(t, orderNumber)).toBe('PAID');
      expect(written).toBe(1);
    } finally {
      stop();
    }
  });
});
