import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer, customerToken } from './accounts-helpers';
import { type Card, demoWebhook, postWebhook, someCards } from './checkout-helpers';
import { listPlans, placeCart } from './plans-helpers';
import { createTestApp, type TestApp } from './test-app';

/** After the sale: the confirmation names the next step (each website's brief) and admins see what it carries. */
let t: TestApp;
let cards: Card[];

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  cards = await someCards(t.app, 2);
});
afterAll(() => t.close());

interface Mail {
  id: string;
  kind: string;
  recipient: string;
  html: string;
  text: string;
  attachments: { filename: string; contentType: string }[];
}

/** Two designs and three months of a plan, paid through the provider's report. */
async function buyDesignsAndPlan() {
  const customer = await customerToken(t.app);
  const [plan] = await listPlans(t.app);
  if (!plan) throw new Error('no plans on sale');
  const designs = cards.map((card) => ({ card, quantity: 1 }));
  const { orderNumber, order } = await placeCart(t, customer.token, { designs, plans: [{ plan, months: 3 }] });
  const paid = demoWebhook(t, {
    orderNumber,
    amount: Number(order.total_paise) / 100,
    status: 'SUCCESS',
    paymentId: `pay-${orderNumber}`,
  });
  expect((await postWebhook(t.app, paid)).statusCode).toBe(200);
  const listed = await t.app.inject({ method: 'GET', url: '/api/projects', headers: bearer(customer.token) });
  const projects = (listed.json() as { projects: { id: string; kind: string; orderNumber: string }[] }).projects;
  return { customer, orderNumber, projects: projects.filter((project) => project.orderNumber === orderNumber) };
}

async function adminMail(kind: string, recipient: string): Promise<Mail> {
  const admin = await adminToken(t);
  const list = await t.app.inject({ method: 'GET', url: '/api/admin/emails', headers: bearer(admin.token) });
  const summary = (list.json() as { emails: Omit<Mail, 'html' | 'text'>[] }).emails.find(
    (mail) => mail.kind === kind && mail.recipient === recipient,
  );
  if (!summary) throw new Error(`no ${kind} mail to ${recipient}`);
  const one = await t.app.inject({
    method: 'GET',
    url: `/api/admin/emails/${summary.id}`,
    headers: bearer(admin.token),
  });
  expect(one.statusCode, one.body).toBe(200);
  return one.json() as Mail;
}

describe('order confirmation: the next step', () => {
  it('links each website awaiting its brief to its project page, and leaves the plan months out', async () => {
    const { customer, projects } = await buyDesignsAndPlan();
    const websites = projects.filter((project) => project.kind === 'design');
    const months = projects.filter((project) => project.kind === 'plan_month');
    expect(websites).toHaveLength(2);
    expect(months).toHaveLength(3);

    const mail = await adminMail('order-confirmation', customer.email);
    expect(mail.html).toContain('Fill in your website brief');
    expect(mail.text).toContain('Fill in your website brief');
    for (const website of websites) {
      expect(mail.html).toContain(`href="http://localhost:3000/projects/${website.id}"`);
      expect(mail.text).toContain(`/projects/${website.id}`);
    }
    for (const month of months) expect(mail.text).not.toContain(month.id);
  });

  it('shows admins the invoice PDF the confirmation carries, and no attachment on other mails', async () => {
    const { customer, orderNumber } = await buyDesignsAndPlan();
    const invoice = await t.store.db
      .selectFrom('invoices_invoices')
      .select('number')
      .innerJoin('checkout_orders', 'checkout_orders.id', 'invoices_invoices.order_id')
      .where('checkout_orders.order_number', '=', orderNumber)
      .executeTakeFirstOrThrow();
    const confirmation = await adminMail('order-confirmation', customer.email);
    expect(confirmation.attachments).toEqual([
      { filename: `${invoice.number.replace(/\//g, '-')}.pdf`, contentType: 'application/pdf' },
    ]);
    const welcome = await adminMail('welcome', customer.email);
    expect(welcome.attachments).toEqual([]);
  });
});
