import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RESET_ANSWER_FLOOR_MS, RESET_REQUESTED_MESSAGE } from '../src/modules/accounts/password-reset.service';
import { deliver, linkIn, mailPart, mailsOfKind, smtpEnv } from './account-mail-helpers';
import { bearer, customerToken, nextIp, nextIpv6Network, signupCustomer } from './accounts-helpers';
import { startTestSmtp, type TestSmtp } from './smtp-helpers';
import { createTestApp, type TestApp } from './test-app';

/** "Forgot password?" from the request to the new password, with each mail checked as the SMTP server got it. */
let smtp: TestSmtp;
let t: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ env: smtpEnv(smtp) });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await t.store.db.deleteFrom('mail_outbox').execute();
  smtp.received.length = 0;
});

const NEW_PASSWORD = 'violet harbour lantern 58';

const askReset = (email: string, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/password-reset', payload: { email }, remoteAddress });

const confirmReset = (token: string, password = NEW_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/password-reset/confirm', payload: { token, password } });

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: nextIp() });

/** Asks for a reset of `email`, delivers it and answers the link the customer received. */
async function resetLinkFor(email: string) {
  expect((await askReset(email)).statusCode).toBe(202);
  await deliver(t, smtp);
  const mail = smtp.received
    .filter((received) => received.to.includes(email) && received.subject === 'Reset your password')
    .at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  return linkIn(mail, '/reset-password').token;
}

describe('password reset', () => {
  it('mails one reset link to the account’s address, stored only as a hash, and the link sets a new password', async () => {
    const account = await customerToken(t.app);
    await t.store.db.deleteFrom('mail_outbox').execute();

    const asked = await askReset(account.email.toUpperCase());
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ message: RESET_REQUESTED_MESSAGE });
    const written = await mailsOfKind(t, 'password-reset');
    expect(written).toHaveLength(1);
    expect(written[0]?.recipient).toBe(account.email);

    expect(await deliver(t, smtp)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    if (!mail) throw new Error('no mail');
    expect(mail.to).toEqual([account.email]);
    expect(mail.from).toBe('hello@acme.example');
    expect(mail.raw).toMatch(/^From: Acme Prints <hello@acme\.example>$/m);
    expect(mail.raw).toMatch(new RegExp(`^To: ${account.email.replace(/[.+]/g, '\\$&')}$`, 'm'));
    expect(mail.subject).toBe('Reset your password');
    expect(mailPart(mail, 'text/plain')).toContain(`Hello ${account.name}`);
    expect(mailPart(mail, 'text/plain')).toContain('The link works once, for 30 minutes.');
    expect(mailPart(mail, 'text/html')).toContain('Choose a new password');
    const { url, token } = linkIn(mail, '/reset-password');
    expect(url.origin + url.pathname).toBe('https://shop.acme.example/reset-password');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The database holds the hash, never the token itself.
    const stored = await t.store.db
      .selectFrom('accounts_email_tokens')
      .selectAll()
      .where('user_id', '=', account.id)
      .execute();
    const reset = stored.filter((row) => row.purpose === 'password-reset');
    expect(reset).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(Date.parse(reset[0]?.expires_at ?? '') - Date.parse(reset[0]?.created_at ?? '')).toBe(30 * 60_000);

    const confirmed = await confirmReset(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await login(account.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(account.email, account.password)).statusCode).toBe(401);
    // Every session of the account ends with the old password.
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(account.token) });
    expect(profile.statusCode).toBe(401);
  });

  it('answers an unknown email with the same 202 and message after the same delay, and writes no mail', async () => {
    const account = await signupCustomer(t.app);
    await t.store.db.deleteFrom('mail_outbox').execute();
    const startedKnown = performance.now();
    const known = await askReset(account.email);
    const knownMs = performance.now() - startedKnown;
    const startedUnknown = performance.now();
    const unknown = await askReset(`nobody-${Date.now()}@example.com`);
    const unknownMs = performance.now() - startedUnknown;

    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(unknownMs).toBeGreaterThanOrEqual(RESET_ANSWER_FLOOR_MS - 5);
    expect(knownMs).toBeGreaterThanOrEqual(RESET_ANSWER_FLOOR_MS - 5);
    expect(await mailsOfKind(t, 'password-reset')).toHaveLength(1);
    await deliver(t, smtp);
    expect(smtp.received.map((mail) => mail.to)).toEqual([[account.email]]);
  });

  it('refuses a link used twice, and a second link once the first has set the password', async () => {
    const account = await signupCustomer(t.app);
    const first = await resetLinkFor(account.email);
    const second = await resetLinkFor(account.email);
    expect(first).not.toBe(second);

    expect((await confirmReset(first)).statusCode).toBe(200);
    const again = await confirmReset(first, 'another quiet meadow 71');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('This password reset link has already been used. Please ask for a new one.');
    // The reset revoked every other link of the account.
    const revoked = await confirmReset(second, 'another quiet meadow 71');
    expect(revoked.statusCode).toBe(400);
    expect(revoked.json().error).toMatch(/already been used/);
    expect((await login(account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired link and an unknown one with a clear message, and changes nothing', async () => {
    const account = await signupCustomer(t.app);
    const token = await resetLinkFor(account.email);
    await t.store.db
      .updateTable('accounts_email_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('purpose', '=', 'password-reset')
      .execute();
    const expired = await confirmReset(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({
      error: 'This password reset link has expired. Please ask for a new one.',
      fields: { token: 'This password reset link has expired. Please ask for a new one.' },
    });
    const unknown = await confirmReset('x'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('This password reset link is not valid. Please ask for a new one.');
    expect((await login(account.email, account.password)).statusCode).toBe(200);
  });

  it('binds a link to its one account: it changes only that account, and a verification link resets nothing', async () => {
    const owner = await signupCustomer(t.app);
    const other = await signupCustomer(t.app);
    const verifyMail = (await mailsOfKind(t, 'welcome', other.email))[0];
    const verifyToken = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(verifyMail?.text ?? '')?.[1] ?? '';
    expect(verifyToken).not.toBe('');
    expect((await confirmReset(verifyToken)).statusCode).toBe(400);

    const token = await resetLinkFor(owner.email);
    expect((await confirmReset(token)).statusCode).toBe(200);
    expect((await login(owner.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(other.email, NEW_PASSWORD)).statusCode).toBe(401);
    expect((await login(other.email, other.password)).statusCode).toBe(200);
  });

  it('applies the shared password rule, and a refused password leaves the link usable', async () => {
    const account = await signupCustomer(t.app, { name: 'Kavya Raman' });
    const token = await resetLinkFor(account.email);
    const short = await confirmReset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.password).toBeTruthy();
    const personal = await confirmReset(token, 'kavya raman kavya');
    expect(personal.statusCode).toBe(400);
    expect(personal.json().fields.password).toBeTruthy();
    const common = await confirmReset(token, 'password1234');
    expect(common.statusCode).toBe(400);
    expect((await confirmReset(token)).statusCode).toBe(200);
  });

  it('writes at most 3 mails for 100 requests about one address in a minute, from one network address or many', async () => {
    const account = await signupCustomer(t.app);
    await t.store.db.deleteFrom('mail_outbox').execute();
    const oneAddress = nextIp();
    const fromOne = await Promise.all(Array.from({ length: 50 }, () => askReset(account.email, oneAddress)));
    const fromMany = await Promise.all(Array.from({ length: 50 }, () => askReset(account.email)));
    // One network address gets 3 answers for one email, then 429; every other address is answered as usual.
    expect(fromOne.filter((response) => response.statusCode === 202)).toHaveLength(3);
    expect(fromOne.filter((response) => response.statusCode === 429)).toHaveLength(47);
    expect(fromMany.map((response) => response.statusCode)).toEqual(Array(50).fill(202));
    const refused = fromOne.find((response) => response.statusCode === 429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused?.json().error).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(await mailsOfKind(t, 'password-reset')).toHaveLength(3);
    expect(await deliver(t, smtp)).toEqual({ sent: 3, retrying: 0, failed: 0 });
  });

  it('a stranger asking again and again from one address never stops the owner asking from another', async () => {
    const account = await signupCustomer(t.app);
    await t.store.db.deleteFrom('mail_outbox').execute();
    const stranger = nextIp();
    const strangers: number[] = [];
    for (let index = 0; index < 5; index += 1) strangers.push((await askReset(account.email, stranger)).statusCode);
    expect(strangers).toEqual([202, 202, 202, 429, 429]);

    // The window's 3 mails are spent: the owner gets the usual answer after the usual time, and no fourth mail.
    const started = performance.now();
    const owner = await askReset(account.email, nextIp());
    const ownerMs = performance.now() - started;
    expect(owner.statusCode).toBe(202);
    expect(owner.json()).toEqual({ message: RESET_REQUESTED_MESSAGE });
    expect(ownerMs).toBeGreaterThanOrEqual(RESET_ANSWER_FLOOR_MS - 5);
    expect((await askReset(account.email, nextIp())).statusCode).toBe(202);
    expect(await mailsOfKind(t, 'password-reset')).toHaveLength(3);

    // The mails already in the owner's inbox still work, the first one too.
    expect(await deliver(t, smtp)).toEqual({ sent: 3, retrying: 0, failed: 0 });
    const first = smtp.received.find((mail) => mail.subject === 'Reset your password');
    if (!first) throw new Error('no reset mail');
    expect((await confirmReset(linkIn(first, '/reset-password').token)).statusCode).toBe(200);
    expect((await login(account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('mails the owner asking from another address while the email’s 3 mails are not spent', async () => {
    const account = await signupCustomer(t.app);
    await t.store.db.deleteFrom('mail_outbox').execute();
    const stranger = nextIp();
    expect((await askReset(account.email, stranger)).statusCode).toBe(202);
    expect((await askReset(account.email, stranger)).statusCode).toBe(202);
    expect((await askReset(account.email, nextIp())).statusCode).toBe(202);
    expect(await mailsOfKind(t, 'password-reset', account.email)).toHaveLength(3);
  });

  it('counts every address of one IPv6 /64 as one network address (30, and 3 per email); another /64 has its own', async () => {
    const network = nextIpv6Network();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => askReset(`net-${index}-${Date.now()}@example.com`, network.next())),
    );
    const statuses = answers.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 202)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    expect((await askReset(`net-other-${Date.now()}@example.com`, nextIpv6Network().next())).statusCode).toBe(202);

    const email = `net-pair-${Date.now()}@example.com`;
    const pairNetwork = nextIpv6Network();
    const pair: number[] = [];
    for (let index = 0; index < 4; index += 1) pair.push((await askReset(email, pairNetwork.next())).statusCode);
    expect(pair).toEqual([202, 202, 202, 429]);
  });

  it('admits 30 requests from one network address in a window, across addresses', async () => {
    const address = nextIp();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) => askReset(`stranger-${index}-${Date.now()}@example.com`, address)),
    );
    const statuses = answers.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 202)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(70);
    expect(await mailsOfKind(t, 'password-reset')).toHaveLength(0);
  });

  it('refuses a request without a valid email with a 400 naming the field', async () => {
    const answer = await askReset('not an email');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields.email).toBe('Email must be a valid email address');
  });
});
