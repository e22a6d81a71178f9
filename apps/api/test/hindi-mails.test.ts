import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderForMail } from '../src/modules/mail/templates/order-for-mail';
import { orderConfirmationMail } from '../src/modules/mail/templates/order-mails';
import { bearer, customerToken } from './accounts-helpers';
import { type Card, someCards } from './checkout-helpers';
import { payOnDemo, placeOrder } from './invoice-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let card: Card;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [card] = (await someCards(t.app, 1)) as [Card];
});
afterAll(() => t.close());

const order: OrderForMail = {
  orderNumber: 'ORD-20261126-0001',
  customerName: 'Asha Rao',
  customerEmail: 'asha@example.in',
  phone: '9876543210',
  lines: [{ title: 'Chai & Chaat Corner', quantity: 2, unitPricePaise: 499_900 }],
  subtotalPaise: 999_800,
  gstPaise: 179_964,
  totalPaise: 1_179_764,
  briefLinks: [{ title: 'Chai & Chaat Corner', url: 'https://shop.example.in/projects/p1' }],
  paidBy: 'Paid by UPI (ka****@okaxis) on 25 Nov 2026',
};

/** The confirmation as the store wrote it before mails had a language, byte for byte. */
const ENGLISH_TEXT = [
  'Thank you for your order, Asha Rao',
  '',
  'We have received your payment for order ORD-20261126-0001.',
  'Paid by UPI (ka****@okaxis) on 25 Nov 2026',
  '',
  'Fill in your website brief:',
  '- Chai & Chaat Corner: https://shop.example.in/projects/p1',
  '',
  'Chai & Chaat Corner x 2: ₹9,998.00',
  'Subtotal: ₹9,998.00',
  'GST: ₹1,799.64',
  'Total: ₹11,797.64',
  '',
  'View My Orders: https://shop.example.in/my-orders',
].join('\n');
const ENGLISH_HTML_SHA256 = '3aa4c99a8c95301afaf2aeda8325edb1839bf668be684097ad420e4212f22f43';

const paidOrderMail = async (language?: 'hi' | 'en') => {
  const customer = await customerToken(t.app);
  if (language) {
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/language',
      headers: bearer(customer.token),
      payload: { language },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
  }
  await payOnDemo(t, await placeOrder(t, customer.token, [{ card, quantity: 1 }]));
  return t.store.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('kind', '=', 'order-confirmation')
    .where('recipient', '=', customer.email)
    .executeTakeFirstOrThrow();
};

describe("order confirmations in the customer's language", () => {
  it('in English (no language or en) the confirmation is byte-identical to the text before languages', () => {
    for (const mail of [
      orderConfirmationMail(order, 'https://shop.example.in'),
      orderConfirmationMail({ ...order, language: 'en' }, 'https://shop.example.in'),
    ]) {
      expect(mail.subject).toBe('Order ORD-20261126-0001 confirmed');
      expect(mail.text).toBe(ENGLISH_TEXT);
      expect(createHash('sha256').update(mail.html).digest('hex')).toBe(ENGLISH_HTML_SHA256);
    }
  });

  it('a customer whose account chose Hindi gets the confirmation in Hindi', async () => {
    const mail = await paidOrderMail('hi');
    expect(mail.subject).toMatch(/^ऑर्डर ORD-\S+ कन्फ़र्म हो गया$/);
    expect(mail.text).toContain('आपके ऑर्डर के लिए धन्यवाद');
    expect(mail.text).toContain('कुल: ₹');
    expect(mail.text).toContain('मेरे ऑर्डर देखें: ');
    expect(mail.text).not.toMatch(/Thank you|Subtotal|View My Orders/);
  });

  it('a customer who never chose a language gets the English confirmation', async () => {
    const mail = await paidOrderMail();
    expect(mail.subject).toMatch(/^Order ORD-\S+ confirmed$/);
    expect(mail.text).toMatch(/^Thank you for your order, /);
  });
});
