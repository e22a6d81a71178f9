import type { GstReport } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeDataRightsOnce } from '../src/modules/privacy/data-rights-jobs';
import { prepareExportsOnce } from '../src/modules/privacy/exports.service';
import { adminToken, bearer, customerToken, nextIp } from './accounts-helpers';
import { type Card, orderBody, someCards } from './checkout-helpers';
import { payThroughProvider, placeOrderBody } from './invoice-helpers';
import { BILLING, customerWithEverything, MAHARASHTRA_GSTIN } from './privacy-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = bearer((await adminToken(t)).token);
});
afterAll(() => t.close());

const PASSWORD = 'correct horse battery';

const askErasure = (token: string, payload: object = { password: PASSWORD }) =>
  t.app.inject({ method: 'POST', url: '/api/privacy/erasure', headers: bearer(token), payload });
const confirm = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/privacy/erasure/confirm', payload: { token } });

/** The token of the latest erasure link mailed to the address. */
async function mailedToken(email: string) {
  const mails = await t.store.db
    .selectFrom('mail_outbox')
    .select(['text', 'created_at'])
    .where('kind', '=', 'erasure-link')
    .where('recipient', '=', email)
    .orderBy('created_at', 'desc')
    .execute();
  const token = /\/erase-account\?token=([A-Za-z0-9_%-]+)/.exec(mails[0]?.text ?? '')?.[1];
  if (!token) throw new Error(`no erasure link mailed to ${email}`);
  return decodeURIComponent(token);
}

const login = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: PASSWORD }, remoteAddress: nextIp() });

const report = async (month: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/admin/gst?month=${month}`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as GstReport;
};

describe('erase my account', () => {
  it('with work open, asks the customer to agree it ends without a refund; the link then erases what is not kept', async () => {
    const asha = await customerWithEverything(t, admin);
    const email = asha.customer.email;
    await t.app.inject({ method: 'POST', url: '/api/privacy/export', headers: bearer(asha.customer.token) });
    await prepareExportsOnce(t.context);
    const invoicesBefore = await t.store.db
      .selectFrom('invoices_invoices')
      .select(['id', 'number', 'total_paise'])
      .where('order_id', 'in', [asha.kept.order.id, asha.refunded.order.id])
      .execute();

    const preview = await t.app.inject({
      method: 'GET',
      url: '/api/privacy/erasure',
      headers: bearer(asha.customer.token),
    });
    expect(preview.json().openWork.projects.length).toBeGreaterThanOrEqual(2);
    const refused = await askErasure(asha.customer.token);
    expect(refused.statusCode, refused.body).toBe(409);
    const openWork = refused.json().openWork;
    expect(openWork.projects.map((p: { reference: string }) => p.reference)).toContain(asha.website.reference);
    expect(openWork.plans).toHaveLength(1);
    expect(refused.json().error).toMatch(/without a refund/);

    const asked = await askErasure(asha.customer.token, { password: PASSWORD, closeOpenWork: true });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toMatchObject({ email, linkExpiresAt: expect.any(String) });
    // Nothing is erased before the link is followed.
    expect((await login(email)).statusCode).toBe(200);

    const confirmed = await confirm(await mailedToken(email));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().kept[0].why).toMatch(/section 36/);

    // The account: no login, the old session ended, a tombstone without name or address.
    expect((await login(email)).statusCode).toBe(401);
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(asha.customer.token) });
    expect(profile.statusCode).toBe(401);
    const user = await t.store.db
      .selectFrom('accounts_users')
      .selectAll()
      .where('id', '=', asha.customer.id)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ name: 'Erased customer', email: null, email_key: null });

    // Projects: open ones closed without a refund, every brief, message and file gone.
    const projects = await t.store.db
      .selectFrom('projects_projects')
      .selectAll()
      .where('user_id', '=', asha.customer.id)
      .execute();
    expect(projects.every((p) => p.state === 'CANCELLED' && p.customer_email === '')).toBe(true);
    expect(projects.every((p) => p.customer_name === 'Erased customer')).toBe(true);
    const ids = projects.map((p) => p.id);
    const count = async (table: 'projects_messages' | 'projects_files') =>
      (await t.store.db.selectFrom(table).select('project_id').where('project_id', 'in', ids).execute()).length;
    expect(await count('projects_messages')).toBe(0);
    expect(await count('projects_files')).toBe(0);
    const brief = await t.store.db
      .selectFrom('projects_briefs')
      .selectAll()
      .where('project_id', '=', asha.website.id)
      .executeTakeFirstOrThrow();
    expect([brief.business_name, brief.phone, brief.email, brief.address, brief.logo_file_key]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);

    // Enquiries, mails, exports: the address is nowhere but in the confirmation mail still to be sent.
    const enquiries = await t.store.db
      .selectFrom('enquiries_messages')
      .select('reference')
      .where('email', 'in', [email, email.toUpperCase()])
      .execute();
    expect(enquiries).toHaveLength(0);
    const mails = await t.store.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', email).execute();
    expect(mails.map((mail) => mail.kind)).toEqual(['account-erased']);
    expect(mails[0]?.text).toContain('What we keep, and why');
    expect(mails[0]?.text).toContain('CGST Act, section 36');
    const exports = await t.store.db
      .selectFrom('privacy_exports')
      .select('id')
      .where('user_id', '=', asha.customer.id)
      .execute();
    expect(exports).toHaveLength(0);

    // Consents stay as the record of what was agreed, withdrawn, without the address.
    const consents = await t.store.db
      .selectFrom('privacy_consents')
      .selectAll()
      .where('user_id', '=', asha.customer.id)
      .execute();
    expect(consents.map((c) => c.purpose).sort()).toEqual(['contract', 'plan-reminders']);
    expect(consents.every((c) => c.email_key === '' && c.withdrawn_at !== null)).toBe(true);
    const enquiryConsents = await t.store.db
      .selectFrom('privacy_consents')
      .select('id')
      .where('email_key', '=', email.toLowerCase())
      .execute();
    expect(enquiryConsents).toHaveLength(0);

    // Kept for tax: the invoiced orders with the recipient as invoiced, their lines, invoices, credit note and PDFs.
    const kept = await t.store.db
      .selectFrom('checkout_orders')
      .selectAll()
      .where('id', '=', asha.kept.order.id)
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({
      billing_name: BILLING.name,
      billing_address: BILLING.address,
      billing_state_code: BILLING.stateCode,
      buyer_gstin: MAHARASHTRA_GSTIN,
      customer_email: '',
      phone: '',
    });
    const lines = await t.store.db
      .selectFrom('checkout_order_items')
      .select('title')
      .where('order_id', '=', asha.kept.order.id)
      .execute();
    expect(lines).toHaveLength(2);
    const invoicesAfter = await t.store.db
      .selectFrom('invoices_invoices')
      .select(['id', 'number', 'total_paise'])
      .where('order_id', 'in', [asha.kept.order.id, asha.refunded.order.id])
      .execute();
    expect(invoicesAfter).toEqual(invoicesBefore);
    const pdfs = await t.store.db
      .selectFrom('invoices_documents')
      .select('invoice_id')
      .where(
        'invoice_id',
        'in',
        invoicesBefore.map((invoice) => invoice.id),
      )
      .execute();
    expect(pdfs).toHaveLength(2);
    const notes = await t.store.db
      .selectFrom('invoices_credit_notes')
      .select('id')
      .where('order_id', '=', asha.refunded.order.id)
      .execute();
    expect(notes).toHaveLength(1);

    // The link works once.
    const again = await confirm(await mailedToken(email).catch(() => 'used'));
    expect(again.statusCode).toBe(400);

    // Once the worker is done with the confirmation mail, its address and text go too.
    expect((await purgeDataRightsOnce(t.context)).mails).toBe(1);
    expect(await t.store.db.selectFrom('mail_outbox').select('id').where('recipient', '=', email).execute()).toEqual(
      [],
    );
  });

  it('a later GST report adds up exactly as before', async () => {
    const customer = await customerToken(t.app);
    const [card] = (await someCards(t.app, 1)) as Card[];
    if (!card) throw new Error('no designs');
    const b2b = orderBody([{ card, quantity: 2 }], {
      phone: '9876543210',
      billing: { ...BILLING, gstin: MAHARASHTRA_GSTIN, businessName: 'Asha Rao Traders' },
    });
    await payThroughProvider(t, await placeOrderBody(t, customer.token, b2b), '2032-03-05T06:00:00.000Z');
    const b2c = orderBody([{ card, quantity: 1 }], { phone: '9876543210' });
    await payThroughProvider(t, await placeOrderBody(t, customer.token, b2c), '2032-03-20T06:00:00.000Z');
    const before = await report('2032-03');
    expect(before.totals.invoices).toBe(2);
    expect(before.b2b).toHaveLength(1);

    // Nothing open: the request needs no agreement.
    expect((await askErasure(customer.token)).statusCode).toBe(202);
    expect((await confirm(await mailedToken(customer.email))).statusCode).toBe(200);
    expect(await report('2032-03')).toEqual(before);
  });

  it('refuses a wrong password (400, then 429), and a link that expired or was replaced', async () => {
    const customer = await customerToken(t.app);
    const wrong = await askErasure(customer.token, { password: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.password).toBe('That is not your password.');
    for (let attempt = 2; attempt <= 5; attempt++) await askErasure(customer.token, { password: `wrong ${attempt}` });
    const throttled = await askErasure(customer.token);
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);

    const other = await customerToken(t.app);
    expect((await askErasure(other.token)).statusCode).toBe(202);
    const first = await mailedToken(other.email);
    expect((await askErasure(other.token)).statusCode).toBe(202);
    const second = await mailedToken(other.email);
    const replaced = await confirm(first);
    expect(replaced.statusCode).toBe(400);
    expect(replaced.json().error).toMatch(/expired/);
    await t.store.db
      .updateTable('privacy_erasures')
      .set({ link_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', other.id)
      .execute();
    const expired = await confirm(second);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toBe('This erasure link has expired. Ask again from your dashboard.');
    expect((await login(other.email)).statusCode).toBe(200);
    expect((await confirm('made-up-token')).json().error).toBe('This erasure link is not valid.');
  });

  it('the admin sees each request and its state, audited, and has no way to erase', async () => {
    const waiting = await customerToken(t.app);
    expect((await askErasure(waiting.token)).statusCode).toBe(202);
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/privacy/erasures', headers: admin });
    expect(response.statusCode, response.body).toBe(200);
    const requests = response.json().requests as Array<{ userId: string; state: string; email: string | null }>;
    expect(requests.find((r) => r.userId === waiting.id)).toMatchObject({
      state: 'awaiting-link',
      email: waiting.email,
    });
    expect(requests.some((r) => r.state === 'erased' && r.email === null)).toBe(true);
    expect(requests.some((r) => r.state === 'expired')).toBe(true);
    const audited = await t.store.db
      .selectFrom('privacy_audit_log')
      .select('id')
      .where('action', '=', 'erasures-view')
      .execute();
    expect(audited).toHaveLength(1);
    const asCustomer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/privacy/erasures',
      headers: bearer(waiting.token),
    });
    expect(asCustomer.statusCode).toBe(403);
    const adminErase = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/erasure',
      headers: admin,
      payload: { password: 'admin password 1' },
    });
    expect(adminErase.statusCode).toBe(403);
  });
});
