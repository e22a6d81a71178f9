import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer, customerToken } from './accounts-helpers';
import { type Card, ordersByPhone, someCards } from './checkout-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let adminAuth: Record<string, string>;
const numbers: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  adminAuth = bearer((await adminToken(t)).token);
  const [card] = await someCards(t.app, 1);
  const buyer = await customerToken(t.app);
  numbers.push(...(await ordersByPhone(t, buyer.token, card as Card, ['9812300001', '9812300002', '9700000003'])));
});
afterAll(async () => {
  await t.close();
});

async function page(query: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/admin/orders?${query}`, headers: adminAuth });
  expect(response.statusCode).toBe(200);
  const ids = (response.json() as Array<{ id: string }>).map((order) => order.id);
  return { ids, total: response.headers['x-total-count'] };
}

describe('GET /api/admin/orders totals and pages', () => {
  it('counts every match of a search on each page, past the last one too, and none for no match', async () => {
    expect(await page('q=98123&page=1&limit=1')).toEqual({ ids: [numbers[1]], total: '2' });
    expect(await page('q=98123&page=2&limit=1')).toEqual({ ids: [numbers[0]], total: '2' });
    expect(await page('q=98123&page=3&limit=1')).toEqual({ ids: [], total: '2' });
    expect(await page('q=98123&status=PAID&page=1&limit=1')).toEqual({ ids: [numbers[1]], total: '1' });
    expect(await page('q=no-such-order&page=1&limit=20')).toEqual({ ids: [], total: '0' });
    expect(await page(`q=${numbers[2]?.toLowerCase()}&page=1&limit=20`)).toEqual({ ids: [numbers[2]], total: '1' });
  });

  it('counts every order, or every order of a status, without a search', async () => {
    expect(await page('page=1&limit=2')).toEqual({ ids: [numbers[2], numbers[1]], total: '3' });
    expect(await page('page=2&limit=2')).toEqual({ ids: [numbers[0]], total: '3' });
    expect(await page('status=PENDING&page=1&limit=20')).toEqual({ ids: [numbers[2], numbers[0]], total: '2' });
    expect(await page('status=FAILED&page=1&limit=20')).toEqual({ ids: [], total: '0' });
  });
});
