import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer, customerToken, nextIp, nextIpv6Network } from './accounts-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let adminAuth: Record<string, string>;

const enquiry = {
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  phone: '9876543210',
  topic: 'Marketing plan',
  plan: 'STANDARD PLAN',
  message: 'Please call me about the plan for my restaurant.',
};

const send = (payload: unknown, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/enquiries', payload: payload as object, remoteAddress });
const list = async (query = '') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/admin/enquiries${query}`, headers: adminAuth });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const setStatus = (reference: string, status: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/enquiries/${reference}`,
    headers: adminAuth,
    payload: { status } as object,
  });

beforeAll(async () => {
  t = await createTestApp();
  adminAuth = bearer((await adminToken(t)).token);
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/enquiries', () => {
  it('stores the enquiry and answers a reference number with the 48-hour reply deadline', async () => {
    const before = Date.now();
    const response = await send(enquiry);
    expect(response.statusCode).toBe(201);
    const receipt = response.json();
    expect(receipt.reference).toMatch(/^ENQ-\d{8}-[0-9A-HJKMNP-TV-Z]{5}$/);
    expect(receipt.message).toContain(`Your reference number is ${receipt.reference}.`);
    expect(receipt.redressBy).toBeNull();
    const hours = (Date.parse(receipt.acknowledgeBy) - before) / 3_600_000;
    expect(hours).toBeGreaterThanOrEqual(48);
    expect(hours).toBeLessThan(48.1);

    const stored = (await list()).enquiries.find((row: { reference: string }) => row.reference === receipt.reference);
    expect(stored).toMatchObject({ ...enquiry, status: 'open', overdue: false, acknowledgedAt: null });
  });

  it('takes the phone as people write it and stores its ten digits; refuses what cannot be a mobile number', async () => {
    const receipt = (await send({ ...enquiry, phone: '+91 98765-43210' })).json();
    const stored = (await list()).enquiries.find((row: { reference: string }) => row.reference === receipt.reference);
    expect(stored.phone).toBe('9876543210');
    for (const phone of ['0000000000', '5876543210', '98765 4321']) {
      const refused = await send({ ...enquiry, phone });
      expect(refused.json().fields, phone).toEqual({ phone: 'Enter a valid 10-digit phone number.' });
    }
  });

  it('gives a complaint one month to be redressed', async () => {
    const receipt = (await send({ ...enquiry, topic: 'Complaint', plan: undefined })).json();
    const created = new Date(Date.parse(receipt.acknowledgeBy) - 48 * 3_600_000);
    const redress = new Date(receipt.redressBy);
    expect(redress.getUTCMonth()).toBe((created.getUTCMonth() + 1) % 12);
    expect(receipt.message).toContain('resolve it within one month');
  });

  it('refuses wrong fields with a message for each, and stores nothing', async () => {
    const { total } = await list();
    const response = await send({ name: ' ', email: 'nope', phone: '12345', topic: 'Gossip', message: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      name: 'Name is required.',
      email: 'Email must be a valid email address',
      phone: 'Enter a valid 10-digit phone number.',
      topic: 'Choose a topic.',
      message: 'Message is required.',
    });
    expect(response.json().error).toBe('Name is required.');
    const tooLong = await send({ ...enquiry, message: 'x'.repeat(2001) });
    expect(tooLong.json().fields).toEqual({ message: 'Message must be at most 2000 characters.' });
    expect((await list()).total).toBe(total);
  });

  it('takes 10 messages an hour from one address, then answers 429 with Retry-After; others still pass', async () => {
    const address = nextIp();
    const answers = await Promise.all(Array.from({ length: 14 }, () => send(enquiry, address)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(3500);
    expect(refused?.json().error).toMatch(
      /^You have sent several messages in the last hour\. Please try again in 60 minutes/,
    );
    expect((await send(enquiry)).statusCode).toBe(201);
  });
});

describe('admin enquiries', () => {
  it('are for admins only', async () => {
    const customer = await customerToken(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/enquiries' })).statusCode).toBe(401);
    const asCustomer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/enquiries',
      headers: bearer(customer.token),
    });
    expect(asCustomer.statusCode).toBe(403);
  });

  it('marks an enquiry open for more than 48 hours overdue until it is acknowledged', async () => {
    const { reference } = (await send({ ...enquiry, topic: 'Complaint', plan: undefined })).json();
    const received = new Date(Date.now() - 49 * 3_600_000).toISOString();
    await t.store.db
      .updateTable('enquiries_messages')
      .set({ created_at: received })
      .where('reference', '=', reference)
      .execute();
    const before = await list();
    const overdue = before.enquiries.find((row: { reference: string }) => row.reference === reference);
    expect(overdue).toMatchObject({ overdue: true, status: 'open', createdAt: received });
    expect(before.overdue).toBe(1);

    const acknowledged = await setStatus(reference, 'in_progress');
    expect(acknowledged.statusCode).toBe(200);
    expect(acknowledged.json()).toMatchObject({ status: 'in_progress', overdue: false, resolvedAt: null });
    const acknowledgedAt = acknowledged.json().acknowledgedAt;
    expect(Date.parse(acknowledgedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await list()).overdue).toBe(0);

    const resolved = (await setStatus(reference, 'resolved')).json();
    expect(resolved).toMatchObject({ status: 'resolved', acknowledgedAt });
    expect(resolved.resolvedAt).not.toBeNull();
    expect((await list('?status=resolved')).enquiries.map((row: { reference: string }) => row.reference)).toEqual([
      reference,
    ]);
  });

  it('lists newest first, 20 a page, filtered by status', async () => {
    for (let count = 0; count < 10; count++) expect((await send(enquiry)).statusCode).toBe(201);
    const all = await list();
    expect(all.total).toBeGreaterThan(20);
    expect(all.enquiries.length).toBe(Math.min(20, all.total));
    const times = all.enquiries.map((row: { createdAt: string }) => row.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await list('?page=2');
    expect(second.enquiries.length).toBe(all.total - 20);
    const open = await list('?status=open');
    expect(open.enquiries.every((row: { status: string }) => row.status === 'open')).toBe(true);
  });

  it('refuses an unknown status (400) and an unknown reference (404)', async () => {
    const { reference } = (await send(enquiry)).json();
    const bad = await setStatus(reference, 'done');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ status: 'status must be open, in_progress or resolved' });
    const missing = await setStatus('ENQ-20260101-ZZZZZ', 'resolved');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('No enquiry ENQ-20260101-ZZZZZ');
    const badFilter = await t.app.inject({
      method: 'GET',
      url: '/api/admin/enquiries?status=bogus',
      headers: adminAuth,
    });
    expect(badFilter.statusCode).toBe(400);
  });
});

// Last in the file: its messages would push older ones off the admin list's first page.
describe('POST /api/enquiries from IPv6', () => {
  it('counts every address of one IPv6 /64 as one sender (10 an hour); another /64 has its own', async () => {
    const network = nextIpv6Network();
    const answers = await Promise.all(Array.from({ length: 14 }, () => send(enquiry, network.next())));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    expect((await send(enquiry, nextIpv6Network().next())).statusCode).toBe(201);
  });
});
