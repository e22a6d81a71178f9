import { PRIVACY_NOTICE_VERSION } from '@store/shared';
import { expect } from 'vitest';
import { bearer, customerToken, nextIp } from './accounts-helpers';
import { fixtures } from './cards-helpers';
import { type Card, orderBody, someCards } from './checkout-helpers';
import { payOnDemo, placeOrderBody } from './invoice-helpers';
import { cartBody, listPlans } from './plans-helpers';
import { completeBrief, saveDraft, upload } from './projects-helpers';
import type { TestApp } from './test-app';

export const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV';
export const BILLING = { name: 'Asha Rao Traders', stateCode: '27', address: '4 Fort Street\nMumbai 400001' };

/**
 * A customer who has everything the store can hold: consents, a paid order of a website and a plan month
 * (invoice), a refunded order (credit note), a brief with its logo, a message with a picture, an enquiry
 * from their address, and the mails all of it wrote.
 */
export async function customerWithEverything(t: TestApp, adminHeaders: Record<string, string>) {
  const customer = await customerToken(t.app, {
    privacy: { noticeVersion: PRIVACY_NOTICE_VERSION, optional: ['plan-reminders'] },
  } as never);
  const [card] = (await someCards(t.app, 1)) as Card[];
  const [plan] = await listPlans(t.app);
  if (!card || !plan) throw new Error('no catalogue');
  const cart = { designs: [{ card, quantity: 1 }], plans: [{ plan, months: 1 }] };
  const kept = await placeOrderBody(
    t,
    customer.token,
    cartBody(cart, { billing: { ...BILLING, gstin: MAHARASHTRA_GSTIN, businessName: 'Asha Rao Traders' } }),
  );
  await payOnDemo(t, kept);
  const refunded = await placeOrderBody(t, customer.token, orderBody([{ card, quantity: 1 }], { phone: '9876543210' }));
  await payOnDemo(t, refunded);
  const refund = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${refunded.orderNumber}/refund`,
    headers: adminHeaders,
    payload: { reason: 'Changed their mind within 2 days' },
  });
  expect(refund.statusCode, refund.body).toBe(200);

  const list = await t.app.inject({ method: 'GET', url: '/api/projects', headers: bearer(customer.token) });
  const projects = (list.json() as { projects: Array<{ id: string; reference: string; state: string; kind: string }> })
    .projects;
  const website = projects.find((project) => project.kind === 'design' && project.state !== 'CANCELLED');
  if (!website) throw new Error('no open website project');
  expect((await saveDraft(t, customer.token, website.id, completeBrief)).statusCode).toBe(200);
  const logo = await upload(t, customer.token, `/api/projects/${website.id}/brief/logo`, [
    ['logo', { data: await fixtures.png(), filename: 'logo.png', type: 'image/png' }],
  ]);
  expect(logo.statusCode, logo.body).toBe(200);
  const message = await upload(t, customer.token, `/api/projects/${website.id}/messages`, [
    ['body', 'Here is the photo of our shop front.'],
    ['image', { data: await fixtures.png(), filename: 'shop.png', type: 'image/png' }],
  ]);
  expect(message.statusCode, message.body).toBe(200);

  const enquiry = await t.app.inject({
    method: 'POST',
    url: '/api/enquiries',
    remoteAddress: nextIp(),
    payload: {
      name: customer.name,
      email: customer.email.toUpperCase(),
      phone: '9876543210',
      topic: 'Website design',
      message: 'Can you also print my visiting cards?',
      privacy: { noticeVersion: PRIVACY_NOTICE_VERSION, optional: [] },
    },
  });
  expect(enquiry.statusCode, enquiry.body).toBe(201);
  return { customer, kept, refunded, projects, website };
}
