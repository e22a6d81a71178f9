import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliver, linkIn, mailPart, mailsOfKind, smtpEnv } from './account-mail-helpers';
import { customerToken, nextIp } from './accounts-helpers';
import { startTestSmtp, type TestSmtp } from './smtp-helpers';
import { createTestApp, type TestApp } from './test-app';

/** Mails a person expects without asking: a copy of what they sent the shop, and word of a password change. */
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

const received = (to: string, subject: RegExp) => {
  const mails = smtp.received.filter((mail) => mail.to.includes(to) && subject.test(mail.subject));
  expect(mails, `mails to ${to} matching ${subject}`).toHaveLength(1);
  return mails[0] as (typeof mails)[number];
};

const enquiry = (overrides: Record<string, string> = {}) => ({
  name: 'Meera Iyer',
  email: `meera.${Date.now()}.${Math.random().toString(36).slice(2)}@example.in`,
  phone: '9876543210',
  topic: 'Website design',
  message: 'Can the bakery design show a menu?\nWe have 40 items.',
  ...overrides,
});

describe('the contact form acknowledges each message to its sender', () => {
  it('mails the reference and the reply deadline, once, beside the shop’s own mail', async () => {
    const sent = enquiry();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: sent,
      remoteAddress: nextIp(),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { reference, acknowledgeBy } = response.json() as { reference: string; acknowledgeBy: string };
    expect(await deliver(t, smtp)).toMatchObject({ failed: 0 });

    const copy = received(sent.email, new RegExp(`^We have your message: ${reference}$`));
    const text = mailPart(copy, 'text/plain');
    expect(text).toContain(`Your reference number is ${reference}.`);
    const dueBy = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
    expect(text).toContain(`We will reply within 48 hours, by ${dueBy.format(new Date(acknowledgeBy))} (India time).`);
    expect(text).toContain('We have 40 items.');
    expect(text).not.toContain('As this is a complaint');
    expect(await mailsOfKind(t, 'enquiry-acknowledgement', sent.email)).toHaveLength(1);
    // The shop still gets its own mail about it.
    expect(await mailsOfKind(t, 'shop-enquiry')).toHaveLength(1);
  });

  it('tells a complainant the one-month resolution date too', async () => {
    const sent = enquiry({ topic: 'Complaint', message: 'My site was not delivered.' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: sent,
      remoteAddress: nextIp(),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { reference, redressBy } = response.json() as { reference: string; redressBy: string };
    await deliver(t, smtp);
    const text = mailPart(received(sent.email, new RegExp(reference)), 'text/plain');
    const by = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
    expect(text).toContain(
      `As this is a complaint, we will resolve it by ${by.format(new Date(redressBy))} at the latest.`,
    );
  });

  it('a refused message (over the hourly limit) sends no acknowledgement', async () => {
    const address = nextIp();
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/enquiries',
        payload: enquiry({ email: `limit.${i}@example.in` }),
        remoteAddress: address,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(await mailsOfKind(t, 'enquiry-acknowledgement', 'limit.10@example.in')).toHaveLength(0);
    expect(await mailsOfKind(t, 'enquiry-acknowledgement')).toHaveLength(10);
  });
});

describe('a password change is told to the account’s owner', () => {
  it('mails "Your password was changed" once the reset link sets a new password, and not before', async () => {
    const account = await customerToken(t.app);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { email: account.email },
      remoteAddress: nextIp(),
    });
    expect(asked.statusCode).toBe(202);
    await deliver(t, smtp);
    const { token } = linkIn(received(account.email, /^Reset your password$/), '/reset-password');
    expect(await mailsOfKind(t, 'password-changed', account.email)).toHaveLength(0);

    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/confirm',
      payload: { token, password: 'violet harbour lantern 58' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await deliver(t, smtp);
    const notice = received(account.email, /^Your password was changed$/);
    const text = mailPart(notice, 'text/plain');
    expect(text).toContain('every device logged in to it was logged out');
    expect(text).toContain('If this was not you');
    expect(text).toContain('Reset your password: https://shop.acme.example/forgot-password');

    // A refused second use of the link changes nothing and tells nothing.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/confirm',
      payload: { token, password: 'another quiet meadow 71' },
    });
    expect(again.statusCode).toBe(400);
    expect(await mailsOfKind(t, 'password-changed', account.email)).toHaveLength(1);
  });
});
