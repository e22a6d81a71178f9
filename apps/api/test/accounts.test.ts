import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOrCreateSecret } from '../src/lib/secrets';
import { createTokenService } from '../src/modules/accounts';
import { adminToken, bearer, customerToken, nextIp, nextIpv6Network, signupCustomer } from './accounts-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, ip = nextIp()) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });

describe('POST /api/signup', () => {
  it('creates an account: 201 with the spec message, no password data stored in clear', async () => {
    const response = await post('/api/signup', {
      name: '  Asha Rao ',
      email: ' Asha@Example.com ',
      password: 'sunrise-2024',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'User registered successfully' });
    const row = await t.store.db
      .selectFrom('accounts_users')
      .selectAll()
      .where('email_key', '=', 'asha@example.com')
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('Asha Rao');
    expect(row.email).toBe('Asha@Example.com');
    expect(row.is_admin).toBe(0);
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.password_hash).not.toContain('sunrise-2024');
  });

  it('answers 409 for an email already taken in any letter case', async () => {
    await post('/api/signup', { name: 'Ravi', email: 'ravi@example.com', password: 'first quiet lantern' });
    const response = await post('/api/signup', {
      name: 'Ravi 2',
      email: 'RAVI@example.COM',
      password: 'second quiet lantern',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('An account with this email already exists');
  });

  it.each([
    [{ email: 'a@b.co', password: 'long enough' }, 'Name is required'],
    [{ name: '   ', email: 'a@b.co', password: 'long enough' }, 'Name is required'],
    [{ name: 'A', password: 'long enough' }, 'Email is required'],
    [{ name: 'A', email: 'not-an-email', password: 'long enough' }, 'Email must be a valid email address'],
    [{ name: 'A', email: 'a@b.co' }, 'Password is required'],
    [{ name: 'A', email: 'a@b.co', password: 'short' }, 'Password must be at least 8 characters'],
    [{ name: 'A', email: 'a@b.co', password: '' }, 'Password is required'],
  ])('answers 400 naming the problem for %j, beside its field', async (body, message) => {
    const response = await post('/api/signup', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
    expect(response.json().fields[message.split(' ')[0]?.toLowerCase() ?? '']).toBe(message);
  });

  it.each([
    ['12345678', 'This password is on a list of common passwords. Please choose another.'],
    ['iloveyou', 'This password is on a list of common passwords. Please choose another.'],
    ['Password123', 'This password is on a list of common passwords. Please choose another.'],
    ['aaaaaaaaaaaa', 'Password is too easy to guess. Try a longer phrase of a few unrelated words.'],
    ['        ', 'Password must be at least 8 characters'],
    ['   abc1   ', 'Password must be at least 8 characters'],
    ['meera.iyer@example.com', 'Password must not contain your email address, name or username'],
    ['meera.iyer', 'Password must not contain your email address, name or username'],
    ['Meera Iyer', 'Password must not contain your email address, name or username'],
    ['i am meera.iyer 2024', 'Password must not contain your email address, name or username'],
  ])('refuses the weak password %j with 400 and stores nothing', async (password, message) => {
    const email = 'meera.iyer@example.com';
    const response = await post('/api/signup', { name: 'Meera Iyer', email, password });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
    expect(response.json().fields).toEqual({ password: message });
    const row = await t.store.db
      .selectFrom('accounts_users')
      .select('id')
      .where('email_key', '=', email)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('answers "already exists" for a known email at most 20 times per 15 minutes from one address', async () => {
    const email = `known-${Date.now()}@example.com`;
    await post('/api/signup', { name: 'Known', email, password: 'quiet lantern harbour' });
    const ip = nextIp();
    const statuses: number[] = [];
    for (let index = 0; index < 21; index += 1) {
      statuses.push(
        (await post('/api/signup', { name: 'Prober', email, password: 'probe orange kettle' }, ip)).statusCode,
      );
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(409));
    expect(statuses[20]).toBe(429);
    expect((await post('/api/signup', { name: 'Other', email, password: 'amber kite meadow' })).statusCode).toBe(409);
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "A", "email":',
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('The request body is not valid JSON');
  });

  it('ignores isAdmin and role in the body', async () => {
    const email = `sneaky${Date.now()}@example.com`;
    await post('/api/signup', { name: 'Sneaky', email, password: 'amber kite meadow', isAdmin: true, role: 'admin' });
    const row = await t.store.db
      .selectFrom('accounts_users')
      .select('is_admin')
      .where('email_key', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.is_admin).toBe(0);
  });

  it('limits sign-ups per address', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let index = 0; index < 21; index += 1) {
      const response = await post(
        '/api/signup',
        { name: 'Bulk', email: `bulk${index}-${Date.now()}@example.com`, password: 'quiet lantern harbour' },
        ip,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(201));
    expect(statuses[20]).toBe(429);
  });

  it('counts sign-ups from every address of one IPv6 /64 as from one address; another /64 has its own', async () => {
    const network = nextIpv6Network();
    const statuses: number[] = [];
    for (let index = 0; index < 21; index += 1) {
      const email = `net${index}-${Date.now()}@example.com`;
      const response = await post(
        '/api/signup',
        { name: 'Net', email, password: 'quiet lantern harbour' },
        network.next(),
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(201));
    expect(statuses[20]).toBe(429);
    const elsewhere = nextIpv6Network().next();
    const email = `other-net-${Date.now()}@example.com`;
    expect(
      (await post('/api/signup', { name: 'Other', email, password: 'quiet lantern harbour' }, elsewhere)).statusCode,
    ).toBe(201);
  });
});

describe('POST /api/login', () => {
  it('answers the token and the user record', async () => {
    const account = await signupCustomer(t.app);
    const response = await post('/api/login', { email: account.email.toUpperCase(), password: account.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toEqual({ _id: expect.any(String), name: account.name, email: account.email, isAdmin: false });
    expect(body.token.split('.')).toHaveLength(3);
    expect(JSON.stringify(body)).not.toMatch(/argon|password/i);
  });

  it('answers 401 with the same message for a wrong password and an unknown email', async () => {
    const account = await signupCustomer(t.app);
    const wrong = await post('/api/login', { email: account.email, password: 'wrong password' });
    const unknown = await post('/api/login', { email: 'nobody@example.com', password: 'wrong password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid email or password');
    expect(unknown.body).toBe(wrong.body);
  });

  it('issues customer tokens for 7 days', async () => {
    const { token } = await customerToken(t.app);
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    expect(payload.role).toBe('customer');
    expect(payload.exp - payload.iat).toBe(7 * 24 * 3600);
    const header = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString());
    expect(header.alg).toBe('HS256');
  });

  it('answers 429 on the 11th wrong password for one account from one address, with when to try again', async () => {
    const account = await signupCustomer(t.app);
    const ip = nextIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await post('/api/login', { email: account.email, password: `wrong-${attempt}` }, ip)).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    const limited = await post('/api/login', { email: account.email, password: account.password }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/try again in 15 minutes/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('lets a correct password in once the 15-minute window has passed', async () => {
    const account = await signupCustomer(t.app);
    for (let attempt = 0; attempt < 10; attempt += 1)
      await post('/api/login', { email: account.email, password: 'bad' });
    expect((await post('/api/login', { email: account.email, password: account.password })).statusCode).toBe(429);
    const past = new Date(Date.now() - 15 * 60_000 - 1000).toISOString();
    await t.store.db
      .updateTable('accounts_login_failures')
      .set({ failed_at: past })
      .where('subject', '=', `login-account:${account.email.toLowerCase()}`)
      .execute();
    expect((await post('/api/login', { email: account.email, password: account.password })).statusCode).toBe(200);
  });

  it('limits failures from one address across accounts, sized for a shared carrier address (100)', async () => {
    const ip = nextIp();
    const failures = await Promise.all(
      Array.from({ length: 100 }, (_, attempt) =>
        post('/api/login', { email: `ghost${attempt}@example.com`, password: 'bad' }, ip),
      ),
    );
    expect(failures.map((response) => response.statusCode)).toEqual(Array(100).fill(401));
    const account = await signupCustomer(t.app);
    expect((await post('/api/login', { email: account.email, password: account.password }, ip)).statusCode).toBe(429);
    expect((await post('/api/login', { email: account.email, password: account.password })).statusCode).toBe(200);
  });
});

describe('POST /api/admin-login', () => {
  it('answers a 12-hour admin token, a message and the admin record', async () => {
    const admin = await adminToken(t);
    const response = await post('/api/admin-login', { username: admin.username, password: admin.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Login successful');
    expect(body.admin).toEqual({ _id: expect.any(String), username: admin.username, name: admin.username });
    const payload = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString());
    expect(payload.role).toBe('admin');
    expect(payload.exp - payload.iat).toBe(12 * 3600);
  });

  it('never gives a customer an admin token', async () => {
    const account = await signupCustomer(t.app);
    const byEmail = await post('/api/admin-login', { username: account.email, password: account.password });
    expect(byEmail.statusCode).toBe(401);
    expect(byEmail.json().message).toBe('Invalid username or password');
  });

  it('answers 401 for a wrong password and 400 for missing fields', async () => {
    const admin = await adminToken(t);
    expect((await post('/api/admin-login', { username: admin.username, password: 'nope' })).statusCode).toBe(401);
    const missing = await post('/api/admin-login', { username: admin.username });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Password is required');
  });

  it('throttles after 10 failures', async () => {
    const admin = await adminToken(t);
    for (let attempt = 0; attempt < 10; attempt += 1)
      await post('/api/admin-login', { username: admin.username, password: 'bad' });
    const response = await post('/api/admin-login', { username: admin.username, password: admin.password });
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toMatch(/try again/);
  });
});

describe('GET /api/profile and POST /api/logout', () => {
  it('answers name, email and whether it is verified for a valid token', async () => {
    const account = await customerToken(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(account.token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: account.name, email: account.email, emailVerified: false });
  });

  it('refuses missing, malformed, wrongly signed, expired and alg:none tokens with 401', async () => {
    const account = await customerToken(t.app);
    const [header, payload] = account.token.split('.') as [string, string];
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const foreign = await createTokenService('another-secret-another-secret-another-secret').issue({
      userId: account.id,
      role: 'customer',
      version: 0,
    });
    const secret = loadOrCreateSecret(t.dataDir, undefined);
    const { SignJWT } = await import('jose');
    const expired = await new SignJWT({ role: 'customer', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(account.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(secret));
    for (const authorization of [
      undefined,
      'Bearer',
      'Bearer not.a.token',
      `Basic ${account.token}`,
      `Bearer ${none}`,
      `Bearer ${foreign}`,
      `Bearer ${expired}`,
      `Bearer ${header}.${payload}.forged`,
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, String(authorization)).toBe(401);
    }
  });

  it('logout revokes the token it is called with', async () => {
    const account = await customerToken(t.app);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(account.token) })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(account.token) })).statusCode,
    ).toBe(401);
  });

  it('a removed admin right takes effect at once', async () => {
    const admin = await adminToken(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(admin.token) })).statusCode).toBe(
      200,
    );
    await t.store.db.updateTable('accounts_users').set({ is_admin: 0 }).where('id', '=', admin.id).execute();
    expect((await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(admin.token) })).statusCode).toBe(
      401,
    );
  });
});

describe('GET /api/users', () => {
  it('lists customers with _id, name and email only, for admins', async () => {
    const admin = await adminToken(t);
    const customer = await signupCustomer(t.app, { name: 'Listed Person' });
    const response = await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(admin.token) });
    expect(response.statusCode).toBe(200);
    const users = response.json() as Array<Record<string, unknown>>;
    const listed = users.find((user) => user.email === customer.email);
    expect(listed).toEqual({
      _id: expect.any(String),
      name: 'Listed Person',
      email: customer.email,
      joinedAt: expect.any(String),
      orders: 0,
      totalSpent: 0,
    });
    // The spec's fields plus the admin's figures; never any password data.
    for (const user of users)
      expect(Object.keys(user).sort()).toEqual(['_id', 'email', 'joinedAt', 'name', 'orders', 'totalSpent']);
    expect(response.body).not.toMatch(/password|argon|hash/i);
    expect(users.some((user) => user.name === admin.username)).toBe(false);
    expect(Number(response.headers['x-total-count'])).toBe(users.length);
  });

  it('searches and pages', async () => {
    const admin = await adminToken(t);
    const unique = `Zebra${Date.now()}`;
    for (let index = 0; index < 3; index += 1) await signupCustomer(t.app, { name: `${unique} ${index}` });
    const page1 = await t.app.inject({
      method: 'GET',
      url: `/api/users?q=${unique.toLowerCase()}&page=1&limit=2`,
      headers: bearer(admin.token),
    });
    const page2 = await t.app.inject({
      method: 'GET',
      url: `/api/users?q=${unique}&page=2&limit=2`,
      headers: bearer(admin.token),
    });
    expect(page1.headers['x-total-count']).toBe('3');
    expect(page1.json()).toHaveLength(2);
    expect(page2.json()).toHaveLength(1);
  });

  it('refuses anonymous (401) and customer (403) callers', async () => {
    const customer = await customerToken(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(customer.token) })).statusCode).toBe(
      403,
    );
  });
});
