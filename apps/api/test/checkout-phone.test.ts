import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerToken } from './accounts-helpers';
import { type Card, newOrder, orderBody, someCards } from './checkout-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let card: Card;
let buyer: Awaited<ReturnType<typeof customerToken>>;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [card] = (await someCards(t.app, 1)) as [Card];
  buyer = await customerToken(t.app);
});
afterAll(async () => {
  await t.close();
});

const orderCount = async () =>
  Number(
    (
      await t.store.db
        .selectFrom('checkout_orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/new-order phone number', () => {
  it.each([
    ['+91 98765 43210', '9876543210'],
    ['098765-43210', '9876543210'],
    ['91 70123 45678', '7012345678'],
    ['6000012345', '6000012345'],
  ])('stores %j as %s', async (typed, stored) => {
    const response = await newOrder(t.app, buyer.token, orderBody([{ card, quantity: 1 }], { phone: typed }));
    expect(response.statusCode, response.body).toBe(201);
    const order = await t.store.db
      .selectFrom('checkout_orders')
      .select('phone')
      .where('order_number', '=', response.json().order_id)
      .executeTakeFirstOrThrow();
    expect(order.phone).toBe(stored);
  });

  it.each([
    ['0000000000', 'Enter a valid 10-digit phone number.'],
    ['5123456789', 'Enter a valid 10-digit phone number.'],
    ['+1 98765 43210', 'Enter a valid 10-digit phone number.'],
    ['98765 4321', 'Enter a valid 10-digit phone number.'],
    ['   ', 'Phone number is required.'],
  ])('answers 400 for %j and makes no order', async (typed, message) => {
    const before = await orderCount();
    const response = await newOrder(t.app, buyer.token, orderBody([{ card, quantity: 1 }], { phone: typed }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
    expect(response.json().fields).toEqual({ phone: message });
    expect(await orderCount()).toBe(before);
  });
});
