import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer, customerToken } from './accounts-helpers';
import { saveSettings } from './settings-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminToken>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
});
afterAll(() => t.close());

const get = (url: string, token = admin.token) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const entries = async (query = '') => {
  const response = await get(`/api/admin/audit-log${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    total: number;
    entries: Array<{ adminId: string; adminName: string; action: string; record: string; at: string }>;
  };
};

describe('admin audit log', () => {
  it('records who viewed which customer data, saved settings or read a mail, and only what succeeded', async () => {
    const customer = await customerToken(t.app);
    const before = (await entries()).total;

    expect((await get('/api/users?q=Customer&page=1')).statusCode).toBe(200);
    const mailId = (
      await t.store.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('recipient', '=', customer.email)
        .executeTakeFirstOrThrow()
    ).id;
    expect((await get(`/api/admin/emails/${mailId}`)).statusCode).toBe(200);
    expect((await get('/api/admin/emails/no-such-mail')).statusCode).toBe(404);
    expect((await get('/api/users', customer.token)).statusCode).toBe(403);
    await saveSettings(t, {});

    const log = await entries();
    const saver = log.entries[0]?.adminName ?? '';
    expect(log.total - before).toBe(3);
    expect(log.entries.slice(0, 3).map((entry) => [entry.action, entry.record])).toEqual([
      ['settings-save', 'store settings'],
      ['mail-view', `mail ${mailId}`],
      ['customers-view', 'customers (search "Customer", page 1)'],
    ]);
    expect(log.entries[1]).toMatchObject({ adminId: admin.id, adminName: admin.username });
    expect(saver).toMatch(/^admin\d+$/);
    expect(Date.parse(log.entries[0]?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('pages newest first and refuses a bad page with a clear message', async () => {
    for (let i = 0; i < 3; i++) await get('/api/users');
    const first = await entries('?limit=2&page=1');
    const second = await entries('?limit=2&page=2');
    expect(first.entries).toHaveLength(2);
    expect((second.entries[0]?.at ?? '') <= (first.entries[1]?.at ?? '')).toBe(true);
    const bad = await get('/api/admin/audit-log?page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('page starts at 1');
    expect((await get('/api/admin/audit-log', (await customerToken(t.app)).token)).statusCode).toBe(403);
  });

  it('exports as CSV with every formula-like cell defused, and the export itself is recorded', async () => {
    await t.store.db
      .insertInto('privacy_audit_log')
      .values({
        id: 'planted',
        at: '2000-01-01T00:00:00.000Z',
        admin_id: 'x',
        admin_name: '=HYPERLINK("http://evil.example","click")',
        action: 'refund',
        record: 'order 1',
        detail: '@SUM(A1:A2), "quoted"',
      })
      .execute();
    const response = await get('/api/admin/audit-log.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('audit-log.csv');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('When (UTC),Admin id,Admin,Action,Record,Detail');
    expect(lines.at(-1)).toBe(
      `2000-01-01T00:00:00.000Z,x,"'=HYPERLINK(""http://evil.example"",""click"")",refund,order 1,"'@SUM(A1:A2), ""quoted"""`,
    );
    expect((await entries()).entries[0]).toMatchObject({ action: 'audit-log-export', record: 'audit log' });
  });
});
