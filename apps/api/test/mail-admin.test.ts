import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderConfirmationMail } from '../src/modules/mail/templates/order-mails';
import { adminToken, bearer, customerToken } from './accounts-helpers';
import { type Card, demoWebhook, newOrder, orderBody, postWebhook, someCards } from './checkout-helpers';
import { createTestApp, type TestApp } from './test-app';

/** Without SMTP_URL: every mail is kept, and admins read it at /api/admin/emails. */
let t: TestApp;
let cards: Card[];

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  cards = await someCards(t.app, 1);
});
afterAll(() => t.close());

async function payOrder(token: string): Promise<string> {
  const response = await newOrder(t.app, token, orderBody([{ card: cards[0] as Card, quantity: 1 }]));
  const { order_id } = response.json() as { order_id: string };
  const { total_paise } = await t.store.db
    .selectFrom('checkout_orders')
    .select('total_paise')
    .where('order_number', '=', order_id)
    .executeTakeFirstOrThrow();
  const paid = demoWebhook(t, {
    orderNumber: order_id,
    amount: Number(total_paise) / 100,
    status: 'SUCCESS',
    paymentId: `pay-${order_id}`,
  });
  expect((await postWebhook(t.app, paid)).statusCode).toBe(200);
  return order_id;
}

describe('kept mails', () => {
  it('keeps a paid order’s mails unsent and shows them to admins with the rendered message', async () => {
    const customer = await customerToken(t.app);
    const orderNumber = await payOrder(customer.token);
    const admin = await adminToken(t);
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/emails', headers: bearer(admin.token) });
    expect(list.statusCode).toBe(200);
    const body = list.json() as {
      smtp: boolean;
      emails: { id: string; kind: string; status: string; recipient: string; subject: string }[];
    };
    expect(body.smtp).toBe(false);
    const confirmation = body.emails.find((mail) => mail.kind === 'order-confirmation');
    expect(confirmation).toMatchObject({
      status: 'kept',
      recipient: customer.email,
      subject: `Order ${orderNumber} confirmed`,
    });
    expect(body.emails.find((mail) => mail.kind === 'shop-order-alert')?.status).toBe('kept');
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/admin/emails/${confirmation?.id}`,
      headers: bearer(admin.token),
    });
    expect(one.statusCode).toBe(200);
    const mail = one.json() as { html: string; text: string };
    expect(mail.html).toContain(orderNumber);
    expect(mail.html).toContain('/my-orders');
    expect(mail.text).toMatch(/Total: ₹[\d,]+\.\d\d/);
    const forCustomer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/emails',
      headers: bearer(customer.token),
    });
    expect(forCustomer.statusCode).toBe(403);
    const missing = await t.app.inject({ method: 'GET', url: '/api/admin/emails/nope', headers: bearer(admin.token) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'No such email' });
  });

  it('escapes what customers typed and formats amounts in rupees with Indian grouping', () => {
    const mail = orderConfirmationMail(
      {
        orderNumber: 'ORD-20261123-AAAA',
        customerName: '<img src=x onerror=alert(1)>',
        customerEmail: 'a@b.example',
        phone: '9876543210',
        lines: [{ title: '<script>alert(1)</script>', quantity: 1, unitPricePaise: 12345678 }],
        subtotalPaise: 12345678,
        gstPaise: 2222222,
        totalPaise: 14567900,
      },
      'https://shop.example',
    );
    expect(mail.html).not.toContain('<script>alert');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('₹1,23,456.78');
    expect(mail.text).toContain('Total: ₹1,45,679.00');
    expect(mail.html).toContain('href="https://shop.example/my-orders"');
  });
});
