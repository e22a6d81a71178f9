import type { ProjectDetail } from '@store/shared';
import { bearer, customerToken } from './accounts-helpers';
import { multipartBody } from './cards-helpers';
import { type Card, demoWebhook, newOrder, orderBody, postWebhook, someCards } from './checkout-helpers';
import type { TestApp } from './test-app';

/** A new customer buys `quantity` of one design and the payment is reported: answers their token and projects. */
export async function buyAndPay(t: TestApp, quantity = 1, card?: Card) {
  const customer = await customerToken(t.app);
  const design = card ?? (await someCards(t.app, 1))[0];
  if (!design) throw new Error('no designs to buy');
  const lines = [{ card: design, quantity }];
  const placed = await newOrder(t.app, customer.token, orderBody(lines));
  if (placed.statusCode !== 201) throw new Error(`order failed: ${placed.body}`);
  const { order_id: orderNumber } = placed.json() as { order_id: string };
  const { total_paise } = await t.store.db
    .selectFrom('checkout_orders')
    .select('total_paise')
    .where('order_number', '=', orderNumber)
    .executeTakeFirstOrThrow();
  const paid = await postWebhook(
    t.app,
    demoWebhook(t, {
      orderNumber,
      amount: Number(total_paise) / 100,
      status: 'SUCCESS',
      paymentId: `pay-${orderNumber}`,
    }),
  );
  if (paid.statusCode !== 200) throw new Error(`payment report failed: ${paid.body}`);
  const list = await t.app.inject({ method: 'GET', url: '/api/projects', headers: bearer(customer.token) });
  const projects = (list.json() as { projects: Array<{ id: string; reference: string; state: string }> }).projects;
  return { customer, orderNumber, projects };
}

export const completeBrief = {
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
};

export async function customerAction(t: TestApp, token: string, id: string, body: object) {
  return t.app.inject({ method: 'POST', url: `/api/projects/${id}/actions`, headers: bearer(token), payload: body });
}

export async function adminAction(t: TestApp, token: string, id: string, body: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/projects/${id}/actions`,
    headers: bearer(token),
    payload: body,
  });
}

export async function saveDraft(t: TestApp, token: string, id: string, draft: object) {
  return t.app.inject({ method: 'PUT', url: `/api/projects/${id}/brief`, headers: bearer(token), payload: draft });
}

export async function upload(t: TestApp, token: string, url: string, entries: Parameters<typeof multipartBody>[0]) {
  const { payload, contentType } = await multipartBody(entries);
  return t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'content-type': contentType }, payload });
}

export async function projectOf(t: TestApp, token: string, id: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/projects/${id}`, headers: bearer(token) });
  return response.json() as ProjectDetail;
}
