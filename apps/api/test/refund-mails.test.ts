import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer, customerToken } from './accounts-helpers';
import { type Card, someCards } from './checkout-helpers';
import { payOnDemo, placeOrder } from './invoice-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let card: Card;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { SHOP_ALERT_EMAIL: 'owner@shop.example, books@shop.example' } });
  const [first] = await someCards(t.app, 1);
  if (!first) throw new Error('the demo catalogue is empty');
  card = first;
  admin = bearer((await adminToken(t)).token);
});
afterAll(() => t.close());

const mailsOf = (orderId: string, kind: string) =>
  t.store.db
    .selectFrom('mail_outbox')
    .select(['recipient', 'subject', 'text', 'html'])
    .where('kind', '=', kind)
    .where('event_key', 'like', `%:${orderId}%`)
    .orderBy('recipient')
    .execute();

describe('the shop hears of a refund', () => {
  it('writes one alert per shop address with the amount and the admin’s reason, escaped, once', async () => {
    const customer = await customerToken(t.app, { name: 'Asha <i>Rao</i>' });
    const placed = await placeOrder(t, customer.token, [{ card, quantity: 1 }]);
    await payOnDemo(t, placed);
    const reason = 'Claimed within 2 days <script>x</script>';
    const url = `/api/admin/orders/${placed.orderNumber}/refund`;
    expect((await t.app.inject({ method: 'POST', url, headers: admin, payload: { reason } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url, headers: admin, payload: { reason } })).statusCode).toBe(409);

    const alerts = await mailsOf(placed.order.id, 'shop-refund-alert');
    expect(alerts.map((mail) => mail.recipient)).toEqual(['books@shop.example', 'owner@shop.example']);
    const total = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(
      Number(placed.order.total_paise) / 100,
    );
    for (const alert of alerts) {
      expect(alert.subject).toBe(`Order ${placed.orderNumber} refunded: ${total}`);
      expect(alert.text).toContain(`Reason: ${reason}`);
      expect(alert.text).toContain(customer.email);
      expect(alert.html).toContain('&lt;script&gt;x&lt;/script&gt;');
      expect(alert.html).toContain('Asha &lt;i&gt;Rao&lt;/i&gt;');
      expect(alert.html).not.toContain('<script>x');
    }
    expect(await mailsOf(placed.order.id, 'order-refunded')).toHaveLength(1);
  });
});
