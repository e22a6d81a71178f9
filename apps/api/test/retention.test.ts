import { randomUUID } from 'node:crypto';
import { RETENTION_DAYS } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysBefore } from '../src/lib/periodic-job';
import { purgeExpiredAccountRecords } from '../src/modules/accounts/retention';
import { purgeAbandonedOrders } from '../src/modules/checkout/retention';
import { invoicedOrderIds } from '../src/modules/invoices';
import { purgeOldMailBodies } from '../src/modules/mail/retention';
import { purgeOldNamePreviews } from '../src/modules/name-preview/retention';
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

  it('deletes pending orders never paid past their period with their lines, keeping any with a payment, an invoice or an attempt in flight', async () => {
    const { db } = t.store;
    const customer = await customerToken(t.app);
    const old = ago(RETENTION_DAYS.abandonedOrders + 1);
    const order = (name: string, overrides: Record<string, unknown> = {}) => ({
      id: `retention-${name}`,
      order_number: `ORD-RET-${name}`,
      user_id: customer.id,
      customer_name: 'Asha Rao',
      customer_email: customer.email,
      phone: '9876543210',
      subtotal_paise: 100_000,
      gst_paise: 18_000,
      total_paise: 118_000,
      currency: 'INR',
      status: 'PENDING' as const,
      provider: 'demo',
      payment_session_id: `session-${name}`,
      session_expires_at: old,
      provider_payment_id: null,
      payment_method: null,
      card_last4: null,
      paid_at: null,
      reconcile_lock_until: null,
      created_at: old,
      updated_at: old,
      ...overrides,
    });
    const orders = [
      order('abandoned'),
      order('abandoned-no-session', { payment_session_id: null, session_expires_at: null }),
      order('lately', { created_at: ago(RETENTION_DAYS.abandonedOrders - 1) }),
      order('with-event'),
      order('invoiced'),
      order('session-open', { session_expires_at: new Date(now.getTime() + 600_000).toISOString() }),
      order('being-checked', { reconcile_lock_until: new Date(now.getTime() + 60_000).toISOString() }),
      order('expired', { status: 'EXPIRED' }),
      order('paid', { status: 'PAID', paid_at: old, provider_payment_id: 'pay-1' }),
    ];
    await db.insertInto('checkout_orders').values(orders).execute();
    await db
      .insertInto('checkout_order_items')
      .values(
        orders.map((row) => ({
          order_id: row.id,
          position: 0,
          design_id: 'design-1',
          title: 'Cafe website',
          unit_price_paise: 100_000,
          quantity: 1,
        })),
      )
      .execute();
    await db
      .insertInto('checkout_idempotency_keys')
      .values({
        user_id: customer.id,
        key: 'k-abandoned',
        request_hash: 'h',
        order_id: 'retention-abandoned',
        created_at: old,
      })
      .execute();
    await db
      .insertInto('checkout_payment_events')
      .values({
        order_id: 'retention-with-event',
        event_key: 'status-check:retention-with-event',
        source: 'status-check',
        type: 'STATUS',
        payment_id: 'pay-2',
        payment_status: 'PENDING',
        amount_paise: 118_000,
        currency: 'INR',
        note: null,
        received_at: old,
      })
      .execute();
    await db
      .insertInto('invoices_invoices')
      .values({
        id: 'retention-invoice',
        order_id: 'retention-invoiced',
        number: 'INV/RET/00001',
        financial_year: '2026-27',
        serial: 90_001,
        issued_at: old,
        seller_state_code: '29',
        place_of_supply: '29',
        supply_type: 'INTRA',
        taxable_paise: 100_000,
        cgst_paise: 9_000,
        sgst_paise: 9_000,
        igst_paise: 0,
        total_paise: 118_000,
        demo: 0,
        seller_json: '{}',
      })
      .execute();

    // Two instances at once: each abandoned order goes once.
    const passes = await Promise.all([
      purgeAbandonedOrders(db, invoicedOrderIds, now),
      purgeAbandonedOrders(db, invoicedOrderIds, now),
    ]);
    expect(passes.reduce((sum, pass) => sum + pass.orders, 0)).toBe(2);
    const ids = orders.map((row) => row.id);
    const left = await db.selectFrom('checkout_orders').select('id').where('id', 'in', ids).execute();
    expect(left.map((row) => row.id.replace('retention-', '')).sort()).toEqual(
      ['being-checked', 'expired', 'invoiced', 'lately', 'paid', 'session-open', 'with-event'].sort(),
    );
    const lines = await db.selectFrom('checkout_order_items').select('order_id').where('order_id', 'in', ids).execute();
    expect(lines.map((row) => row.order_id).sort()).toEqual(left.map((row) => row.id).sort());
    const keys = await db
      .selectFrom('checkout_idempotency_keys')
      .select('key')
      .where('key', '=', 'k-abandoned')
      .execute();
    expect(keys).toEqual([]);
  });

  it('removes name previews drawn past their period, however few, and keeps younger ones and other files', async () => {
    const { db } = t.store;
    const file = (key: string, role: string, createdAt: string) => ({
      key,
      asset_id: 'retention-cache',
      role,
      content_type: 'image/webp',
      byte_size: 3,
      sha256: key,
      data: new Uint8Array([1, 2, 3]),
      created_at: createdAt,
    });
    await db
      .insertInto('media_files')
      .values([
        file('preview-old', 'name-preview', ago(RETENTION_DAYS.namePreviews + 1)),
        file('preview-new', 'name-preview', ago(RETENTION_DAYS.namePreviews - 1)),
        file('picture-old', 'w400', ago(RETENTION_DAYS.namePreviews + 100)),
      ])
      .execute();

    const passes = await Promise.all([purgeOldNamePreviews(db, now), purgeOldNamePreviews(db, now)]);
    expect(passes.reduce((sum, pass) => sum + pass.previews, 0)).toBe(1);
    const keys = await db
      .selectFrom('media_files')
      .select('key')
      .where('key', 'in', ['preview-old', 'preview-new', 'picture-old'])
      .execute();
    expect(keys.map((row) => row.key).sort()).toEqual(['picture-old', 'preview-new']);
  });
});
