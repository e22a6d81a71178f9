import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeDataRightsOnce } from '../src/modules/privacy/data-rights-jobs';
import { prepareExportsOnce } from '../src/modules/privacy/exports.service';
import { adminToken, bearer, customerToken } from './accounts-helpers';
import { customerWithEverything } from './privacy-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let admin: Record<string, string>;
let asha: Awaited<ReturnType<typeof customerWithEverything>>;
let other: Awaited<ReturnType<typeof customerWithEverything>>;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = bearer((await adminToken(t)).token);
  asha = await customerWithEverything(t, admin);
  other = await customerWithEverything(t, admin);
});
afterAll(() => t.close());

const ask = (token: string) => t.app.inject({ method: 'POST', url: '/api/privacy/export', headers: bearer(token) });
const status = async (token: string) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/privacy/export', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    export: { state: string; expiresAt: string | null } | null;
    nextRequestAt: string | null;
  };
};
const download = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/privacy/export/my-data.zip', headers: bearer(token) });
const prepare = (now?: () => Date) => prepareExportsOnce(t.context, now);

const json = (files: Record<string, Uint8Array>, name: string) => {
  const file = files[name];
  if (!file) throw new Error(`${name} is not in the archive: ${Object.keys(files).join(', ')}`);
  return JSON.parse(Buffer.from(file).toString('utf8'));
};

describe('a copy of my data', () => {
  it('prepares a ZIP with a JSON file per kind and every file, mails the customer, and holds nothing of another customer', async () => {
    const asked = await ask(asha.customer.token);
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json().export).toMatchObject({ state: 'preparing', expiresAt: null });
    expect((await download(asha.customer.token)).statusCode).toBe(404);

    expect(await prepare()).toBe(1);
    // A second pass (another instance) finds nothing left to prepare.
    expect(await prepare()).toBe(0);
    const ready = await status(asha.customer.token);
    expect(ready.export?.state).toBe('ready');
    const days = (Date.parse(ready.export?.expiresAt ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const mails = await t.store.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', 'data-export-ready')
      .where('recipient', '=', asha.customer.email)
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('/user-dashboard');

    const response = await download(asha.customer.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const names = Object.keys(files);
    for (const kind of ['account', 'consents', 'orders', 'invoices', 'projects', 'plan-periods', 'enquiries', 'mails'])
      expect(names).toContain(`${kind}.json`);

    expect(json(files, 'account.json').account).toMatchObject({ id: asha.customer.id, email: asha.customer.email });
    expect(JSON.stringify(json(files, 'account.json'))).not.toContain('password');
    expect(
      json(files, 'consents.json')
        .map((c: { purpose: string }) => c.purpose)
        .sort(),
    ).toEqual(['contract', 'plan-reminders']);
    const orders = json(files, 'orders.json') as Array<{ orderNumber: string; lines: unknown[]; refunds: unknown[] }>;
    expect(orders.map((order) => order.orderNumber).sort()).toEqual(
      [asha.kept.orderNumber, asha.refunded.orderNumber].sort(),
    );
    expect(orders.find((order) => order.orderNumber === asha.kept.orderNumber)?.lines).toHaveLength(2);
    expect(orders.find((order) => order.orderNumber === asha.refunded.orderNumber)?.refunds).toHaveLength(1);

    const documents = json(files, 'invoices.json');
    expect(documents.invoices).toHaveLength(2);
    expect(documents.creditNotes).toHaveLength(1);
    const pdfs = names.filter((name) => /^(invoices|credit-notes)\/.+\.pdf$/.test(name));
    expect(pdfs).toHaveLength(3);
    for (const pdf of pdfs)
      expect(
        Buffer.from(files[pdf] ?? [])
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');

    const projects = json(files, 'projects.json') as Array<{
      reference: string;
      kind: string;
      brief: { business_name: string; logoFile: string } | null;
      messages: Array<{ body: string; attachmentFile: string | null }>;
      files: Array<{ path: string }>;
    }>;
    expect(projects.map((project) => project.kind).sort()).toEqual(['design', 'design', 'plan_month']);
    const website = projects.find((project) => project.reference === asha.website.reference);
    expect(website?.brief?.business_name).toBe('Sharma Sweets');
    expect(website?.messages.map((message) => message.body)).toContain('Here is the photo of our shop front.');
    expect(website?.files).toHaveLength(2);
    for (const file of website?.files ?? []) expect(files[file.path]?.byteLength).toBeGreaterThan(0);
    expect(names).toContain(website?.brief?.logoFile);

    expect(json(files, 'plan-periods.json')).toHaveLength(1);
    expect(json(files, 'enquiries.json').map((e: { message: string }) => e.message)).toEqual([
      'Can you also print my visiting cards?',
    ]);
    const mailKinds = (json(files, 'mails.json') as Array<{ kind: string }>).map((mail) => mail.kind);
    expect(mailKinds).toEqual(expect.arrayContaining(['welcome', 'order-confirmation']));

    // Nothing of the other customer, who bought the same things.
    const everything = Object.values(files)
      .map((file) => Buffer.from(file).toString('latin1'))
      .join('\n');
    for (const foreign of [other.customer.email, other.customer.id, other.kept.orderNumber, other.website.reference])
      expect(everything).not.toContain(foreign);
  });

  it('an admin may view and download a customer’s archive, and each is written to the audit log', async () => {
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/admin/customers/${asha.customer.id}/data-export`,
      headers: admin,
    });
    expect(view.statusCode, view.body).toBe(200);
    const zip = await t.app.inject({
      method: 'GET',
      url: `/api/admin/customers/${asha.customer.id}/data-export.zip`,
      headers: admin,
    });
    expect(zip.statusCode).toBe(200);
    const entries = await t.store.db
      .selectFrom('privacy_audit_log')
      .select(['action', 'record'])
      .where('record', '=', `customer ${asha.customer.id}`)
      .execute();
    expect(entries.map((entry) => entry.action).sort()).toEqual(['data-export-download', 'data-export-view']);
  });

  it('answers one request a day: a second within 24 hours is 429 with Retry-After', async () => {
    const customer = await customerToken(t.app);
    expect((await ask(customer.token)).statusCode).toBe(202);
    const again = await ask(customer.token);
    expect(again.statusCode).toBe(429);
    const retryAfter = Number(again.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(again.json().error).toMatch(/one archive a day/);
    expect((await status(customer.token)).nextRequestAt).not.toBeNull();
    const rows = await t.store.db
      .selectFrom('privacy_exports')
      .select('id')
      .where('user_id', '=', customer.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('deletes the archive, bytes and row, once its 7 days have passed', async () => {
    const customer = await customerToken(t.app);
    expect((await ask(customer.token)).statusCode).toBe(202);
    await prepare();
    expect((await status(customer.token)).export?.state).toBe('ready');
    const rowsOf = () =>
      t.store.db.selectFrom('privacy_exports').select('id').where('user_id', '=', customer.id).execute();

    const sixDaysOn = new Date(Date.now() + 6 * 86_400_000);
    await purgeDataRightsOnce(t.context, sixDaysOn);
    expect(await rowsOf()).toHaveLength(1);
    const eightDaysOn = new Date(Date.now() + 8 * 86_400_000);
    expect((await purgeDataRightsOnce(t.context, eightDaysOn)).archives).toBeGreaterThanOrEqual(1);
    expect(await rowsOf()).toHaveLength(0);
    expect((await download(customer.token)).statusCode).toBe(404);
    expect((await status(customer.token)).export).toBeNull();
  });

  it('needs the customer’s own session: no login 401, an admin token is not a customer’s, the URL names no archive', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/privacy/export/my-data.zip' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/privacy/export' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/privacy/export/my-data.zip', headers: admin })).statusCode,
    ).toBe(403);
    // Another customer asking the same address gets their own archive or nothing.
    expect((await download(other.customer.token)).statusCode).toBe(404);
  });
});
