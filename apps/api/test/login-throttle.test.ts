import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../src/modules/accounts';
import { nextIp, nextIpv6Network, signupCustomer } from './accounts-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, ip: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

const statusCounts = (responses: LightMyRequestResponse[]) => {
  const counts: Record<number, number> = {};
  for (const response of responses) counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
  return counts;
};

/**
 * Sends `count` wrong passwords at once; as soon as the first 429 comes back (the limit is reached,
 * the burst still in flight) it sends the right password too. Answers the burst and the right one.
 */
async function burstWithRightPassword(url: string, wrong: (attempt: number) => object, right: object, ip: string) {
  let rightAnswer: Promise<LightMyRequestResponse> | undefined;
  const burst = Array.from({ length: 200 }, (_, attempt) =>
    post(url, wrong(attempt), ip).then((response) => {
      if (response.statusCode === 429) rightAnswer ??= post(url, right, ip);
      return response;
    }),
  );
  const responses = await Promise.all(burst);
  return { responses, right: await rightAnswer };
}

describe('login throttling under concurrency', () => {
  it('200 concurrent wrong passwords for one customer: at most 10 verified, the rest 429, the right one 429', async () => {
    const account = await signupCustomer(t.app);
    const ip = nextIp();
    const { responses, right } = await burstWithRightPassword(
      '/api/login',
      (attempt) => ({ email: account.email, password: `wrong-${attempt}` }),
      { email: account.email, password: account.password },
      ip,
    );
    const counts = statusCounts(responses);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(200);
    expect(counts[401]).toBeLessThanOrEqual(10);
    expect(right?.statusCode).toBe(429);
    expect(right?.json().message).toMatch(/^Too many attempts\. Please try again in \d+ (minutes?|seconds?)\.$/);
  });

  it('200 concurrent wrong passwords for one admin: at most 10 verified, the rest 429, the right one 429', async () => {
    await createAdmin(t.store.db, 'burst-admin', 'lantern burst harbour');
    const { responses, right } = await burstWithRightPassword(
      '/api/admin-login',
      (attempt) => ({ username: 'burst-admin', password: `wrong-${attempt}` }),
      { username: 'burst-admin', password: 'lantern burst harbour' },
      nextIp(),
    );
    const counts = statusCounts(responses);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(200);
    expect(counts[401]).toBeLessThanOrEqual(10);
    expect(right?.statusCode).toBe(429);
  });
});

describe('a stranger cannot lock anybody out', () => {
  it("a stranger's wrong passwords slow a customer's account for seconds, never lock it", async () => {
    const account = await signupCustomer(t.app);
    const stranger = nextIp();
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) =>
        post('/api/login', { email: account.email, password: `guess-${attempt}` }, stranger),
      ),
    );
    expect(statusCounts(burst)[401]).toBeLessThanOrEqual(10);
    // The stranger's own address stays refused for the window...
    const again = await post('/api/login', { email: account.email, password: 'guess-again' }, stranger);
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(800);
    // ...while the customer, elsewhere, is asked to wait seconds at most and then gets in.
    const customer = nextIp();
    let answer = await post('/api/login', { email: account.email, password: account.password }, customer);
    if (answer.statusCode === 429) {
      const wait = Number(answer.headers['retry-after']);
      expect(wait).toBeLessThanOrEqual(2);
      await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 50));
      answer = await post('/api/login', { email: account.email, password: account.password }, customer);
    }
    expect(answer.statusCode).toBe(200);
  });

  it('customer logins from a shared address never lock the admin out there', async () => {
    await createAdmin(t.store.db, 'office-admin', 'office lantern harbour');
    const shared = nextIp();
    const customers = await Promise.all(
      Array.from({ length: 120 }, (_, attempt) =>
        post('/api/login', { email: `made-up-${attempt}@example.com`, password: 'wrong password' }, shared),
      ),
    );
    const counts = statusCounts(customers);
    expect(counts[401]).toBe(100);
    expect(counts[429]).toBe(20);
    const admin = await post(
      '/api/admin-login',
      { username: 'office-admin', password: 'office lantern harbour' },
      shared,
    );
    expect(admin.statusCode).toBe(200);
  });

  it('a shopper behind a carrier address where others mistyped still logs in', async () => {
    const shared = nextIp();
    for (const attempt of Array.from({ length: 12 }, (_, index) => index)) {
      const response = await post('/api/login', { email: `typo-${attempt}@example.com`, password: 'wrong' }, shared);
      expect(response.statusCode).toBe(401);
    }
    const account = await signupCustomer(t.app);
    const response = await post('/api/login', { email: account.email, password: account.password }, shared);
    expect(response.statusCode).toBe(200);
  });

  it('admin failures are counted apart from customer ones on the same address', async () => {
    const shared = nextIp();
    const admins = await Promise.all(
      Array.from({ length: 25 }, (_, attempt) =>
        post('/api/admin-login', { username: `nobody-${attempt}`, password: 'wrong password' }, shared),
      ),
    );
    expect(statusCounts(admins)).toEqual({ 401: 20, 429: 5 });
    const account = await signupCustomer(t.app);
    expect((await post('/api/login', { email: account.email, password: account.password }, shared)).statusCode).toBe(
      200,
    );
  });
});

describe('an IPv6 /64 counts as one address', () => {
  it('counts failed customer logins from every address of one /64 together (100); another /64 has its own', async () => {
    const network = nextIpv6Network();
    const failures = await Promise.all(
      Array.from({ length: 101 }, (_, attempt) =>
        post('/api/login', { email: `net-${attempt}@example.com`, password: 'wrong password' }, network.next()),
      ),
    );
    expect(statusCounts(failures)).toEqual({ 401: 100, 429: 1 });
    const elsewhere = nextIpv6Network().next();
    expect((await post('/api/login', { email: 'net-x@example.com', password: 'wrong' }, elsewhere)).statusCode).toBe(
      401,
    );
  });

  it('counts failed admin logins from every address of one /64 together (20); another /64 has its own', async () => {
    const network = nextIpv6Network();
    const failures = await Promise.all(
      Array.from({ length: 21 }, (_, attempt) =>
        post('/api/admin-login', { username: `net-${attempt}`, password: 'wrong password' }, network.next()),
      ),
    );
    expect(statusCounts(failures)).toEqual({ 401: 20, 429: 1 });
    const elsewhere = nextIpv6Network().next();
    expect((await post('/api/admin-login', { username: 'net-x', password: 'wrong' }, elsewhere)).statusCode).toBe(401);
  });

  it("counts one account's failures from one /64 together: the guesser waits the window, the owner elsewhere seconds", async () => {
    const account = await signupCustomer(t.app);
    const guesser = nextIpv6Network();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await post('/api/login', { email: account.email, password: `guess-${attempt}` }, guesser.next());
      expect(response.statusCode).toBe(401);
    }
    const again = await post('/api/login', { email: account.email, password: 'guess-again' }, guesser.next());
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(800);
    const owner = nextIpv6Network().next();
    let answer = await post('/api/login', { email: account.email, password: account.password }, owner);
    if (answer.statusCode === 429) {
      const wait = Number(answer.headers['retry-after']);
      expect(wait).toBeLessThanOrEqual(2);
      await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 50));
      answer = await post('/api/login', { email: account.email, password: account.password }, owner);
    }
    expect(answer.statusCode).toBe(200);
  });
});
