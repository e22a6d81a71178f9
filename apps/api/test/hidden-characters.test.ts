import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, customerToken, nextIp } from './accounts-helpers';
import { type Card, newOrder, orderBody, someCards } from './checkout-helpers';
import { payThroughProvider, placeOrderBody } from './invoice-helpers';
import { pdfText } from './pdf-text';
import { createTestApp, type TestApp } from './test-app';

// A name is printed as typed (the invoice's recipient block): a line break or a direction override
// in it could fake another field, so such names are refused before anything is stored.

let t: TestApp;
let card: Card;
let buyer: Awaited<ReturnType<typeof customerToken>>;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [card] = (await someCards(t.app, 1)) as [Card];
  buyer = await customerToken(t.app);
});
afterAll(() => t.close());

const FAKE_GSTIN_NAME = 'Bob Traders\nGSTIN: 27AAPFU0939F1ZV\nPlace of supply: Maharashtra (27)';
const HOSTILE_NAMES = [
  ['a line break that fakes a GSTIN', FAKE_GSTIN_NAME],
  ['NUL', 'Bob\u0000Rao'],
  ['a right-to-left override', 'Bob \u202Eoar'],
  ['a zero-width space', 'Bob\u200BRao'],
] as const;

const count = async (table: 'accounts_users' | 'checkout_orders') =>
  Number(
    (
      await t.store.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

describe('names with control or invisible formatting characters', () => {
  it.each(HOSTILE_NAMES)('sign-up refuses a name with %s: 400 with the message, no account stored', async (_, name) => {
    const before = await count('accounts_users');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { name, email: `hidden-${Date.now()}@example.com`, password: 'marigold tram ferry' },
      remoteAddress: nextIp(),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      error: 'Name must not contain control or invisible formatting characters.',
      fields: { name: 'Name must not contain control or invisible formatting characters.' },
    });
    expect(await count('accounts_users')).toBe(before);
  });

  it.each(HOSTILE_NAMES)('checkout refuses a billing name with %s: 400 with the field, no order', async (_, name) => {
    const before = await count('checkout_orders');
    const response = await newOrder(
      t.app,
      buyer.token,
      orderBody([{ card, quantity: 1 }], { billing: { name, stateCode: '27' } }),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      error: 'The name must not contain control or invisible formatting characters.',
      fields: { 'billing.name': 'The name must not contain control or invisible formatting characters.' },
    });
    expect(await count('checkout_orders')).toBe(before);
  });

  it('checkout refuses a business name or address line with a direction override, and a blank business name', async () => {
    const registered = {
      name: 'Asha Rao',
      stateCode: '27',
      gstin: '27AAPFU0939F1ZV',
      businessName: 'Rao Traders',
      address: '5 Linking Road\nMumbai 400050',
    };
    const before = await count('checkout_orders');
    for (const [billing, field, message] of [
      [
        { ...registered, businessName: 'Rao \u202ESredarT' },
        'billing.businessName',
        'The business name must not contain control or invisible formatting characters.',
      ],
      [
        { ...registered, address: '5 Linking Road\n\u2066GSTIN: 27AAPFU0939F1ZV\u2069' },
        'billing.address',
        'The billing address must not contain control or invisible formatting characters.',
      ],
      [
        { ...registered, businessName: '\u200D \u200C' },
        'billing.businessName',
        'Enter the business name registered with the GSTIN.',
      ],
    ] as const) {
      const response = await newOrder(t.app, buyer.token, orderBody([{ card, quantity: 1 }], { billing }));
      expect(response.statusCode, field).toBe(400);
      expect(response.json().fields?.[field], field).toBe(message);
    }
    expect(await count('checkout_orders')).toBe(before);
  });

  it('draws a valid recipient name and address on the invoice as typed, each address line apart', async () => {
    const billing = {
      name: "Asha D'Souza",
      stateCode: '27',
      gstin: '27AAPFU0939F1ZV',
      businessName: 'D\u2019Souza & Sons, Bandra',
      address: 'Office 5, Linking Road\nBandra West, Mumbai 400050',
    };
    const placed = await placeOrderBody(t, buyer.token, orderBody([{ card, quantity: 1 }], { billing }));
    expect(placed.order).toMatchObject({ billing_name: billing.name, buyer_business_name: billing.businessName });
    await payThroughProvider(t, placed, '2031-05-10T06:00:00.000Z');
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${placed.orderNumber}/invoice.pdf`,
      headers: bearer(buyer.token),
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const [text = ''] = await pdfText(pdf.rawPayload);
    expect(text).toContain(
      "Recipient D\u2019Souza & Sons, Bandra Asha D'Souza Office 5, Linking Road Bandra West, Mumbai 400050 ",
    );
  });
});
