import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer, customerToken } from './accounts-helpers';
import { type Card, ordersByPhone, someCards } from './checkout-helpers';
import { createTestApp, type TestApp } from './test-app';

/** The shop's own exports: orders and customers as formula-safe CSV, filtered as their screens are, each on the audit log. */
let t: TestApp;
let admin: Awaited<ReturnType<typeof adminToken>>;
let buyer: Awaited<ReturnType<typeof customerToken>>;
let numbers: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await adminToken(t);
  const [card] = await someCards(t.app, 1);
  buyer = await customerToken(t.app, { name: 'Export Buyer' });
  numbers = await ordersByPhone(t, buyer.token, card as Card, ['9812300001', '9812300002', '9700000003'], 2);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = bearer(admin.token)) =>
  t.app.inject({ method: 'GET', url, headers });
const csvRows = (body: string) => body.trimEnd().split('\r\n');
const latestAudit = async () =>
  t.store.db
    .selectFrom('privacy_audit_log')
    .select(['action', 'record', 'admin_id'])
    .orderBy('at', 'desc')
    .executeTakeFirstOrThrow();

describe('GET /api/admin/orders.csv', () => {
  it('exports the orders the filters match, newest first, with their lines and amounts in rupees', async () => {
    const response = await get('/api/admin/orders.csv?status=PENDING&q=98123');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"/);
    const [heading, ...rows] = csvRows(response.body);
    expect(heading).toBe(
      'Order number,Placed (UTC),Status,Customer,Email,Phone,Items,Subtotal (INR),GST (INR),Total (INR),Refunded (INR),Payment method,Paid (UTC),Billing name,GSTIN,Business name,State code',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(`${numbers[0]},`);
    expect(rows[0]).toContain(',PENDING,Export Buyer,');
    expect(rows[0]).toMatch(/ × 2,/);

    const all = csvRows((await get('/api/admin/orders.csv')).body).slice(1);
    expect(all.map((row) => row.split(',')[0])).toEqual([...numbers].reverse());
    const paid = csvRows((await get('/api/admin/orders.csv?status=PAID')).body).slice(1);
    expect(paid.map((row) => row.split(',')[0])).toEqual([numbers[1]]);
    expect(paid[0]).toMatch(/,PAID,/);
    expect(csvRows((await get('/api/admin/orders.csv?status=FAILED')).body)).toHaveLength(1);
  });

  it('defuses every cell a spreadsheet would run as a formula', async () => {
    await t.store.db
      .updateTable('checkout_orders')
      .set({ customer_name: '=HYPERLINK("http://evil.example","pay")', billing_name: '@SUM(A1:A2)' })
      .where('order_number', '=', numbers[2] ?? '')
      .execute();
    const rows = csvRows((await get(`/api/admin/orders.csv?q=${numbers[2]}`)).body);
    expect(rows[1]).toContain(`,"'=HYPERLINK(""http://evil.example"",""pay"")",`);
    expect(rows[1]).toContain(",'@SUM(A1:A2),");
  });

  it('records the export and its filters on the audit log', async () => {
    expect((await get('/api/admin/orders.csv?status=PAID&q=9812')).statusCode).toBe(200);
    expect(await latestAudit()).toEqual({
      action: 'orders-export',
      record: 'orders (status PAID, search "9812")',
      admin_id: admin.id,
    });
    expect((await get('/api/admin/orders.csv')).statusCode).toBe(200);
    expect((await latestAudit()).record).toBe('orders (all)');
  });

  it('refuses a bad filter with a clear message, and anyone but an admin', async () => {
    const bad = await get('/api/admin/orders.csv?status=LOST');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^status: Invalid option/);
    expect((await get('/api/admin/orders.csv', {})).statusCode).toBe(401);
    expect((await get('/api/admin/orders.csv', bearer(buyer.token))).statusCode).toBe(403);
  });
});

describe('GET /api/admin/customers.csv', () => {
  it('exports the customers a search matches with their paid orders and spend', async () => {
    const other = await customerToken(t.app, { name: 'Someone Else' });
    const response = await get('/api/admin/customers.csv?q=export%20buyer');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"/);
    const [heading, ...rows] = csvRows(response.body);
    expect(heading).toBe('Customer id,Name,Email,Joined (UTC),Paid orders,Total spent (INR)');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatch(new RegExp(`^${buyer.id},Export Buyer,${buyer.email},[^,]+,1,\\d+\\.\\d{2}$`));
    const everyone = csvRows((await get('/api/admin/customers.csv')).body).slice(1);
    expect(everyone.map((row) => row.split(',')[0])).toEqual(expect.arrayContaining([buyer.id, other.id]));
  });

  it('defuses formulas, records the export on the audit log and is for admins only', async () => {
    const planted = await customerToken(t.app, { name: 'Planted Name' });
    await t.store.db
      .updateTable('accounts_users')
      .set({ name: '+cmd|"/c calc"!A1' })
      .where('id', '=', planted.id)
      .execute();
    const rows = csvRows((await get(`/api/admin/customers.csv?q=${encodeURIComponent(planted.email)}`)).body);
    expect(rows[1]).toContain(`,"'+cmd|""/c calc""!A1",`);
    expect(await latestAudit()).toEqual({
      action: 'customers-export',
      record: `customers (search "${planted.email}")`,
      admin_id: admin.id,
    });
    const tooLong = await get(`/api/admin/customers.csv?q=${'x'.repeat(201)}`);
    expect(tooLong.statusCode).toBe(400);
    expect((await get('/api/admin/customers.csv', {})).statusCode).toBe(401);
    expect((await get('/api/admin/customers.csv', bearer(buyer.token))).statusCode).toBe(403);
  });
});
