import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsOfKind } from './account-mail-helpers';
import { bearer, customerToken, nextIp, signupCustomer } from './accounts-helpers';
import { createTestApp, type TestApp } from './test-app';

/** One link sent twice at the same moment (a double click, two tabs): one use wins, the other is refused. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const USED_RESET = 'This password reset link has already been used. Please ask for a new one.';
const USED_VERIFICATION = 'This verification link has already been used.';

/** The one-time token in the newest mail of `kind` written to `email` (the outbox keeps it without SMTP). */
async function tokenMailed(kind: string, email: string, path: '/reset-password' | '/verify-email') {
  const mail = (await mailsOfKind(t, kind, email)).at(-1);
  const token = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no ${path} link mailed to ${email}`);
  return token;
}

/**
 * Sends `requests` together while the links table takes no writes, so each reads the link unused
 * before any of them can use it: the moment two clicks race. SQLite's one connection waits behind an
 * open transaction; PostgreSQL's EXCLUSIVE lock lets reads through and holds the UPDATEs.
 */
async function allReadBeforeAnyUses<T>(requests: Array<() => Promise<T>>): Promise<T[]> {
  let pending: Promise<T[]> | undefined;
  await t.store.db.transaction().execute(async (trx) => {
    if (t.store.dialect === 'postgres') await sql`LOCK TABLE accounts_email_tokens IN EXCLUSIVE MODE`.execute(trx);
    pending = Promise.all(requests.map((request) => request()));
    await sleep(300);
  });
  return pending ?? [];
}

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: nextIp() });

const verificationLinks = (userId: string) =>
  t.store.db
    .selectFrom('accounts_email_tokens')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', 'verify-email')
    .execute();

describe('a one-time link used twice at once', () => {
  it('password reset: one request sets its password, the other gets 400 "already been used"', async () => {
    const account = await signupCustomer(t.app);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { email: account.email },
      remoteAddress: nextIp(),
    });
    expect(asked.statusCode).toBe(202);
    const token = await tokenMailed('password-reset', account.email, '/reset-password');
    const passwords = ['violet harbour lantern 58', 'amber orchard compass 73'];

    const answers = await allReadBeforeAnyUses(
      passwords.map(
        (password) => () =>
          t.app.inject({ method: 'POST', url: '/api/password-reset/confirm', payload: { token, password } }),
      ),
    );

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const winner = answers.findIndex((answer) => answer.statusCode === 200);
    expect(answers[1 - winner]?.json().error).toBe(USED_RESET);
    // Applied once: the winner's password opens the account, the loser's and the old one do not.
    expect((await login(account.email, passwords[winner] ?? '')).statusCode).toBe(200);
    expect((await login(account.email, passwords[1 - winner] ?? '')).statusCode).toBe(401);
    expect((await login(account.email, account.password)).statusCode).toBe(401);
  });

  it('email verification: one request verifies the address, the other gets 400 "already been used"', async () => {
    const account = await customerToken(t.app);
    const token = await tokenMailed('welcome', account.email, '/verify-email');

    const verify = () => t.app.inject({ method: 'POST', url: '/api/verify-email', payload: { token } });
    const answers = await allReadBeforeAnyUses([verify, verify]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.statusCode === 400)?.json().error).toBe(USED_VERIFICATION);
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(account.token) });
    expect(profile.json()).toMatchObject({ emailVerified: true });
    // Applied once: the address was verified at the moment the one winning use took the link.
    const [link, ...others] = await verificationLinks(account.id);
    expect(others).toEqual([]);
    const user = await t.store.db
      .selectFrom('accounts_users')
      .select('email_verified_at')
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(user.email_verified_at).toBe(link?.used_at);
  });
});
