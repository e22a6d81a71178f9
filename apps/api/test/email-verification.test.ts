import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliver, linkIn, mailPart, mailsOfKind, smtpEnv } from './account-mail-helpers';
import { bearer, customerToken, nextIp, signupCustomer } from './accounts-helpers';
import { type Card, newOrder, orderBody, someCards } from './checkout-helpers';
import { startTestSmtp, type TestSmtp } from './smtp-helpers';
import { createTestApp, type TestApp } from './test-app';

/** The welcome mail's verification link, "Resend verification email", and names that try to add headers. */
let smtp: TestSmtp;
let t: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ seed: true, env: smtpEnv(smtp) });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await t.store.db.deleteFrom('mail_outbox').execute();
  smtp.received.length = 0;
});

const verify = (token: string) => t.app.inject({ method: 'POST', url: '/api/verify-email', payload: { token } });
const resend = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/verify-email/resend', headers: bearer(token) });
const profile = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) })).json();

/** The verification link the SMTP server received for `email` with `subject`. */
async function receivedLink(email: string, subject: string) {
  await deliver(t, smtp);
  const mail = smtp.received.find((received) => received.to.includes(email) && received.subject === subject);
  if (!mail) throw new Error(`no "${subject}" to ${email}`);
  return { mail, ...linkIn(mail, '/verify-email') };
}

describe('email verification', () => {
  it('sign-up mails a welcome with a 24-hour verification link that verifies the address once', async () => {
    const account = await customerToken(t.app);
    expect(await mailsOfKind(t, 'welcome', account.email)).toHaveLength(1);
    const { mail, url, token } = await receivedLink(account.email, 'Welcome! Please verify your email address');
    expect(mail.to).toEqual([account.email]);
    expect(mailPart(mail, 'text/plain')).toContain(`Welcome, ${account.name}`);
    expect(mailPart(mail, 'text/html')).toContain('Verify my email address');
    expect(url.origin + url.pathname).toBe('https://shop.acme.example/verify-email');
    const [stored] = await t.store.db
      .selectFrom('accounts_email_tokens')
      .selectAll()
      .where('user_id', '=', account.id)
      .where('purpose', '=', 'verify-email')
      .execute();
    expect(Date.parse(stored?.expires_at ?? '') - Date.parse(stored?.created_at ?? '')).toBe(24 * 3600_000);
    expect(stored?.token_hash).not.toBe(token);

    expect(await profile(account.token)).toMatchObject({ email: account.email, emailVerified: false });
    const verified = await verify(token);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await profile(account.token)).toMatchObject({ emailVerified: true });
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('This verification link has already been used.');
  });

  it('refuses an expired or unknown verification link and leaves the address unverified', async () => {
    const account = await customerToken(t.app);
    const { token } = await receivedLink(account.email, 'Welcome! Please verify your email address');
    await t.store.db
      .updateTable('accounts_email_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', account.id)
      .execute();
    const expired = await verify(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toBe(
      'This verification link has expired. Please ask for a new one from your profile.',
    );
    expect((await verify('not-a-token')).json().error).toBe('This verification link is not valid.');
    expect(await profile(account.token)).toMatchObject({ emailVerified: false });
  });

  it('resends a new link on request, throttled, and refuses once the address is verified', async () => {
    const account = await customerToken(t.app);
    await t.store.db.deleteFrom('mail_outbox').execute();
    const answers = [];
    for (let index = 0; index < 4; index++) answers.push(await resend(account.token));
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202, 429]);
    expect(await mailsOfKind(t, 'verify-email', account.email)).toHaveLength(3);
    const { token } = await receivedLink(account.email, 'Verify your email address');
    expect((await verify(token)).statusCode).toBe(200);
    const done = await customerToken(t.app);
    const { token: welcomeToken } = await receivedLink(done.email, 'Welcome! Please verify your email address');
    expect((await verify(welcomeToken)).statusCode).toBe(200);
    const refused = await resend(done.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('Your email address is already verified');
  });

  it('writes no welcome mail for a refused sign-up (the email is taken)', async () => {
    const account = await signupCustomer(t.app);
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { name: 'Someone Else', email: account.email, password: 'another quiet meadow 71' },
      remoteAddress: nextIp(),
    });
    expect(taken.statusCode).toBe(409);
    expect(await mailsOfKind(t, 'welcome', account.email)).toHaveLength(1);
    expect(
      await t.store.db.selectFrom('accounts_users').select('id').where('email', '=', account.email).execute(),
    ).toHaveLength(1);
  });

  it('a name carrying a Bcc header is refused at sign-up, and one already stored reaches one recipient, with no Bcc', async () => {
    const hostile = 'a\r\nBcc: x@y';
    const email = `bcc-${Date.now()}@example.com`;
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { name: hostile, email, password: 'correct horse battery' },
      remoteAddress: nextIp(),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.name).toBe('Name must not contain control or invisible formatting characters.');
    expect(await mailsOfKind(t, 'welcome', email)).toHaveLength(0);

    // A name stored before names were checked still cannot add a header to a mail.
    const account = await signupCustomer(t.app);
    await t.store.db.updateTable('accounts_users').set({ name: hostile }).where('email', '=', account.email).execute();
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { email: account.email },
      remoteAddress: nextIp(),
    });
    expect(reset.statusCode).toBe(202);
    expect(await deliver(t, smtp)).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(2);
    for (const mail of smtp.received) {
      expect(mail.to).toEqual([account.email]);
      const head = mail.raw.split(/\r?\n\r?\n/)[0] ?? '';
      expect(head).not.toMatch(/^Bcc:/im);
      expect(head).not.toContain('x@y');
    }
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual([
      'Reset your password',
      'Welcome! Please verify your email address',
    ]);
  });

  it('lets an unverified customer place an order', async () => {
    const account = await customerToken(t.app);
    expect(await profile(account.token)).toMatchObject({ emailVerified: false });
    const [card] = await someCards(t.app, 1);
    const placed = await newOrder(t.app, account.token, orderBody([{ card: card as Card, quantity: 1 }]));
    expect(placed.statusCode, placed.body).toBe(201);
  });
});
