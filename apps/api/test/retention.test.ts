import { randomUUID } from 'node:crypto';
import { RETENTION_DAYS } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysBefore } from '../src/lib/periodic-job';
import { purgeExpiredAccountRecords } from '../src/modules/accounts/retention';
import { purgeOldMailBodies } from '../src/modules/mail/retention';
import { customerToken } from './accounts-helpers';
import { createTestApp, type TestApp } from './test-app';

/** Records kept only for their period (docs/privacy.md) go after it, on any number of instances at once. */
let t: TestApp;
const now = new Date('2026-11-26T12:00:00.000Z');
const ago = (days: number) => daysBefore(now, days);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('retention', () => {
  it('deletes email links expired past their period and throttling rows past a day, and nothing younger', async () => {
    const { db } = t.store;
    const customer = await customerToken(t.app);
    const link = (hash: string, expiresAt: string) => ({
      token_hash: hash,
      user_id: customer.id,
      purpose: 'password-reset' as const,
      email_key: customer.email.toLowerCase(),
      expires_at: expiresAt,
      used_at: null,
      created_at: ago(60),
    });
    await db
      .insertInto('accounts_email_tokens')
      .values([
        link('expired-long-ago', ago(RETENTION_DAYS.expiredTokens + 1)),
        link('expired-lately', ago(RETENTION_DAYS.expiredTokens - 1)),
        link('still-valid', new Date(now.getTime() + 3_600_000).toISOString()),
      ])
      .execute();
    await db
      .insertInto('accounts_login_failures')
      .values([
        { subject: 'login-account:old@example.in', failed_at: ago(2) },
        { subject: 'login-account:new@example.in', failed_at: ago(0.01) },
      ])
      .execute();

    // Two instances at once: the same rows go, once.
    const passes = await Promise.all([purgeExpiredAccountRecords(db, now), purgeExpiredAccountRecords(db, now)]);
    expect(passes.reduce((sum, pass) => sum + pass.tokens, 0)).toBe(1);
    const links = await db
      .selectFrom('accounts_email_tokens')
      .select('token_hash')
      .where('token_hash', 'in', ['expired-long-ago', 'expired-lately', 'still-valid'])
      .execute();
    expect(links.map((row) => row.token_hash).sort()).toEqual(['expired-lately', 'still-valid']);
    const failures = await db
      .selectFrom('accounts_login_failures')
      .select('subject')
      .where('subject', 'like', 'login-account:%')
      .execute();
    expect(failures.map((row) => row.subject)).toEqual(['login-account:new@example.in']);
  });

  it('blanks the text of mails sent past their period, keeping the row, and leaves the rest whole', async () => {
    const { db } = t.store;
    const mail = (kind: string, status: 'sent' | 'failed', sentAt: string | null) => ({
      id: randomUUID(),
      kind,
      event_key: `${kind}:${randomUUID()}`,
      recipient: 'asha@example.in',
      subject: `About ${kind}`,
      html: `<p>${kind}</p>`,
      text: kind,
      status,
      attempts: 1,
      next_attempt_at: ago(200),
      lease_until: null,
      lease_owner: null,
      last_error: null,
      created_at: ago(200),
      sent_at: sentAt,
      updated_at: ago(200),
      attachment_kind: null,
      attachment_id: null,
    });
    await db
      .insertInto('mail_outbox')
      .values([
        mail('sent-long-ago', 'sent', ago(RETENTION_DAYS.mailBodies + 1)),
        mail('sent-lately', 'sent', ago(RETENTION_DAYS.mailBodies - 1)),
        mail('never-sent', 'failed', null),
      ])
      .execute();

    const passes = await Promise.all([purgeOldMailBodies(db, now), purgeOldMailBodies(db, now)]);
    expect(passes.reduce((sum, pass) => sum + pass.bodies, 0)).toBe(1);
    const rows = await db.selectFrom('mail_outbox').select(['kind', 'subject', 'html', 'text', 'event_key']).execute();
    const byKind = new Map(rows.map((row) => [row.kind, row]));
    expect(byKind.get('sent-long-ago')).toMatchObject({ subject: 'About sent-long-ago', html: '', text: '' });
    expect(byKind.get('sent-long-ago')?.event_key).toMatch(/^sent-long-ago:/);
    expect(byKind.get('sent-lately')).toMatchObject({ html: '<p>sent-lately</p>', text: 'sent-lately' });
    expect(byKind.get('never-sent')).toMatchObject({ html: '<p>never-sent</p>', text: 'never-sent' });
  });
});
