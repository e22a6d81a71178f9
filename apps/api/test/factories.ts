import type { DesignCard } from '@store/shared';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createAdmin as createAdminAccount } from '../src/modules/accounts';
import { bearer, nextIp } from './accounts-helpers';
import { fixtures, multipartBody } from './cards-helpers';
import { type Card, newOrder, orderBody, someCards } from './checkout-helpers';
import { payOnDemo } from './invoice-helpers';
import type { TestApp } from './test-app';

// The store's test data, each made through the API as a shopper or the shop would make it; `createX` takes overrides of its defaults.

let made = 0;

export interface NewAccount {
  name: string;
  email: string;
  password: string;
}

/** A customer account signed up through POST /api/signup, not logged in. */
export async function createCustomerAccount(
  app: FastifyInstance,
  overrides: Partial<NewAccount> = {},
): Promise<NewAccount> {
  made += 1;
  const body = {
    name: `Customer ${made}`,
    email: `customer${made}-${Date.now()}@example.com`,
    password: 'correct horse battery',
    ...overrides,
  };
  const response = await app.inject({ method: 'POST', url: '/api/signup', payload: body, remoteAddress: nextIp() });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  return body;
}

/** A customer signed up and logged in: the account with its token and id. */
export async function createCustomer(app: FastifyInstance, overrides: Partial<NewAccount> = {}) {
  const account = await createCustomerAccount(app, overrides);
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: account.email, password: account.password },
    remoteAddress: nextIp(),
  });
  const body = response.json() as { token: string; user: { _id: string } };
  return { ...account, token: body.token, id: body.user._id };
}

/** An admin made as `npm run admin` makes one, logged in: its name, password, token and id. */
export async function createAdmin(t: TestApp, overrides: Partial<{ username: string; password: string }> = {}) {
  const { username = `admin${++made}`, password = 'admin password 1' } = overrides;
  await createAdminAccount(t.store.db, username, password);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin-login',
    payload: { username, password },
    remoteAddress: nextIp(),
  });
  const body = response.json() as { token: string; admin: { _id: string } };
  return { username, password, token: body.token, id: body.admin._id };
}

/** A design uploaded by the admin (`admin`: their auth headers) through POST /api/cards with a PNG preview. */
export async function createDesign(
  t: TestApp,
  admin: Record<string, string>,
  overrides: Partial<{ title: string; price: string; category: string }> = {},
): Promise<DesignCard> {
  const card = { title: `Design ${++made}`, price: '2999', category: 'Travel', ...overrides };
  const { payload, contentType } = await multipartBody([
    ['title', card.title],
    ['price', card.price],
    ['category', card.category],
    ['image', { data: await fixtures.png(), filename: 'p.png', type: 'image/png' }],
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/cards',
    payload,
    headers: { ...admin, 'content-type': contentType },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().card as DesignCard;
}

/** An unpaid order placed with this POST /api/new-order body: its number and stored row. */
export async function createOrder(t: TestApp, token: string, body: object) {
  const response = await newOrder(t.app, token, body);
  expect(response.statusCode, response.body).toBe(201);
  const { order_id: orderNumber } = response.json() as { order_id: string };
  const order = await t.store.db
    .selectFrom('checkout_orders')
    .selectAll()
    .where('order_number', '=', orderNumber)
    .executeTakeFirstOrThrow();
  return { orderNumber, order };
}

/**
 * A new customer's order of `quantity` of one design (the catalogue's first unless `card`), paid by the demo
 * provider's signed webhook (`payOnDemo`): the customer, the order number and the order's projects.
 */
export async function createPaidOrder(t: TestApp, overrides: { quantity?: number; card?: Card } = {}) {
  const customer = await createCustomer(t.app);
  const design = overrides.card ?? (await someCards(t.app, 1))[0];
  if (!design) throw new Error('no designs to buy');
  const placed = await createOrder(t, customer.token, orderBody([{ card: design, quantity: overrides.quantity ?? 1 }]));
  await payOnDemo(t, placed);
  const list = await t.app.inject({ method: 'GET', url: '/api/projects', headers: bearer(customer.token) });
  const projects = (list.json() as { projects: Array<{ id: string; reference: string; state: string }> }).projects;
  return { customer, orderNumber: placed.orderNumber, projects };
}

/** A website brief complete enough to submit, with any field changed. */
export const createBrief = (overrides: Record<string, string> = {}) => ({
  businessName: 'Sharma Sweets',
  tagline: 'Fresh every morning',
  phone: '9876543210',
  email: 'owner@sharmasweets.example',
  address: '12 MG Road, Pune',
  openingHours: 'Mon–Sat 8:00–21:00',
  primaryColour: '#aa3300',
  secondaryColour: '#ffeecc',
  domain: 'sharmasweets.in',
  notes: 'Please show our festival boxes first.',
  ...overrides,
});
