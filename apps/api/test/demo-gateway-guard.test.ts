import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerToken } from './accounts-helpers';
import { type Card, demoSecret, newOrder, orderBody, someCards } from './checkout-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let orderNumber: string;
let sessionId: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const [card] = await someCards(t.app, 1);
  const buyer = await customerToken(t.app);
  const placed = await newOrder(t.app, buyer.token, orderBody([{ card: card as Card, quantity: 1 }]));
  expect(placed.statusCode, placed.body).toBe(201);
  ({ order_id: orderNumber, payment_session_id: sessionId } = placed.json());
});
afterAll(async () => {
  await t.close();
});

const merchant = () => ({ 'x-client-id': 'demo-store', 'x-client-secret': demoSecret(t) });

/** Spellings of a path the router may decode to the same route: each letter and slash %-encoded once and twice. */
function spellings(path: string): string[] {
  const forms = new Set<string>([path]);
  const encodeAt = (index: number, times: number, upper: boolean) => {
    const hex = (path.codePointAt(index) ?? 0).toString(16).padStart(2, '0');
    const code = `%${'25'.repeat(times - 1)}${upper ? hex.toUpperCase() : hex}`;
    return `${path.slice(0, index)}${code}${path.slice(index + 1)}`;
  };
  for (let index = 1; index < path.length; index++) {
    if (!/[a-z/]/i.test(path[index] ?? '')) continue;
    for (const times of [1, 2]) for (const upper of [false, true]) forms.add(encodeAt(index, times, upper));
  }
  forms.add(path.replace('/demo-pg/', '/demo-pg//'));
  forms.add(path.replace('/demo-pg/', '/demo-pg/./'));
  forms.add(path.replace('/demo-pg/', '/x/../demo-pg/'));
  forms.add(path.replace('/demo-pg/orders', '/DEMO-PG/ORDERS'));
  return [...forms];
}

describe('the demo gateway’s merchant API', () => {
  const guarded = () => [
    { method: 'GET' as const, path: `/demo-pg/orders/${orderNumber}` },
    { method: 'GET' as const, path: `/demo-pg/orders/${orderNumber}/payments` },
    { method: 'POST' as const, path: `/demo-pg/orders/${orderNumber}/refunds` },
    { method: 'GET' as const, path: `/demo-pg/orders/${orderNumber}/refunds/r-1` },
    { method: 'POST' as const, path: '/demo-pg/orders' },
  ];

  it('answers 401 without the merchant secret to every spelling of every guarded path', async () => {
    let gatewayAnswers = 0;
    for (const { method, path } of guarded()) {
      for (const url of spellings(path)) {
        const response = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
        // A spelling the router decodes to the gateway's address reaches the gateway, which asks for the secret
        // first; any other (/%2564emo-pg/… decodes to /%64emo-pg/…; an encoded slash is no separator) is not its.
        const reachesGateway = decodeURIComponent(url.replace(/%2f/gi, '%00')).startsWith('/demo-pg/');
        expect([401, ...(reachesGateway ? [] : [404])], `${method} ${url}: ${response.body}`).toContain(
          response.statusCode,
        );
        expect(response.body).not.toContain(orderNumber);
        if (reachesGateway) gatewayAnswers++;
      }
    }
    expect(gatewayAnswers).toBeGreaterThan(200);
  });

  it('answers 401 with a wrong secret, and the order with the right one', async () => {
    const url = `/demo-pg/%6Frders/${orderNumber}`;
    const wrong = await t.app.inject({ url, headers: { ...merchant(), 'x-client-secret': 'guess' } });
    expect(wrong.statusCode).toBe(401);
    const right = await t.app.inject({ url: `/demo-pg/orders/${orderNumber}`, headers: merchant() });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().payment_session_id).toBe(sessionId);
  });

  it('refuses a return or notify address outside the store’s public address', async () => {
    const order = (meta: { return_url: string; notify_url: string }, id: string) =>
      t.app.inject({
        method: 'POST',
        url: '/demo-pg/orders',
        headers: merchant(),
        payload: {
          order_id: id,
          order_amount: 100,
          order_currency: 'INR',
          customer_details: { customer_id: 'c1', customer_phone: '9876543210' },
          order_meta: meta,
        },
      });
    const store = 'http://localhost:3000';
    const good = {
      return_url: `${store}/formpage?order_id={order_id}`,
      notify_url: `${store}/api/payments/webhook/demo`,
    };
    for (const [field, value] of [
      ['return_url', 'https://evil.example/formpage'],
      ['return_url', 'javascript:alert(1)'],
      ['return_url', '//evil.example/formpage'],
      ['return_url', 'http://localhost:3000.evil.example/formpage'],
      ['return_url', 'http://localhost:3001/formpage'],
      ['notify_url', 'http://127.0.0.1:9/hook'],
      ['notify_url', 'data:text/plain,x'],
    ] as const) {
      const response = await order({ ...good, [field]: value }, `ext-${field}-${value.length}`);
      expect(response.statusCode, `${field}=${value}`).toBe(400);
      expect(response.json().message).toMatch(/must be an address of the store/);
    }
    const accepted = await order(good, 'own-address-1');
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('is not in the public API document', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths).length).toBeGreaterThan(20);
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/demo-pg'))).toEqual([]);
  });
});
