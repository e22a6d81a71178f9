import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Card, orderBody } from './checkout-helpers';
import { type KillableStore, killableStore } from './killable-store';
import { waitFor } from './server-process';
import { startTestSmtp, type TestSmtp } from './smtp-helpers';
import { queryStore } from './store-sql';
import { createTestDatabase, type TestDatabase } from './test-database';

const ORDERS = 6;
/** Each kill lands this long after the last start: while mails are being handed to the mail server. */
const KILL_AFTER_MS = [150, 400, 700, 1000];

const dataDir = mkdtempSync(path.join(tmpdir(), 'store-mail-crash-'));
let database: TestDatabase | undefined;
let smtp: TestSmtp;
let store: KillableStore;

beforeAll(async () => {
  database = await createTestDatabase();
  // A slow mail server: each message takes 250 ms to be accepted, so kills land mid-delivery.
  smtp = await startTestSmtp({ acceptDelayMs: 250 });
  store = await killableStore({
    dataDir,
    databaseUrl: database?.url,
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Crash Store <orders@store.example>',
      SHOP_ALERT_EMAIL: 'owner@store.example',
      MAIL_LEASE_MS: '1000',
    },
  });
  await store.start();
}, 120_000);

afterAll(async () => {
  await store?.kill();
  await smtp?.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

interface OutboxRow {
  id: string;
  kind: string;
  status: string;
}

const outbox = () =>
  queryStore<OutboxRow>({ dataDir, databaseUrl: database?.url }, 'select id, kind, status from mail_outbox');

/** Pays ORDERS orders of one customer on the demo checkout, one after another. */
async function payOrders() {
  const account = { name: 'Meera Mail', email: `mail-crash-${Date.now()}@example.com`, password: 'saffron lantern 77' };
  expect((await store.call('POST', '/api/signup', account)).status).toBe(201);
  const auth = { authorization: `Bearer ${(await store.call('POST', '/api/login', account)).json.token}` };
  const [card] = (await store.call('GET', '/api/cards?page=1&limit=1')).json as Card[];
  if (!card) throw new Error('no designs');
  for (let index = 0; index < ORDERS; index += 1) {
    const placed = await store.call('POST', '/api/new-order', orderBody([{ card, quantity: 1 }]), auth);
    expect(placed.status).toBe(201);
    const paid = await store.payOnDemoCheckout(placed.json.payment_session_id, 'Meera Mail');
    expect(paid.json.kind).toBe('paid');
  }
  await waitFor(
    async () => (await outbox()).filter((mail) => mail.kind === 'order-confirmation').length === ORDERS,
    20_000,
  );
}

describe('mail under SIGKILL', () => {
  it('a server killed again and again while sending loses no mail, and a repeat only ever carries the same Message-ID', async () => {
    await payOrders();
    for (const afterMs of KILL_AFTER_MS) {
      await new Promise((resolve) => setTimeout(resolve, afterMs));
      await store.kill();
      await store.start();
    }
    await waitFor(async () => (await outbox()).every((mail) => mail.status === 'sent'), 60_000);

    const mails = await outbox();
    expect(mails.filter((mail) => mail.kind === 'order-confirmation')).toHaveLength(ORDERS);
    expect(mails.filter((mail) => mail.kind === 'shop-order-alert')).toHaveLength(ORDERS);
    const expectedIds = mails.map((mail) => `<${mail.id}@store.mail>`).sort();
    const receivedIds = [...new Set(smtp.received.map((mail) => mail.messageId))].sort();
    // Every mail arrived, and nothing arrived that is not one of them.
    expect(receivedIds).toEqual(expectedIds);
    // A copy accepted just before a kill, before the store could record it, goes again under the same
    // Message-ID (receivers drop it): at most one such copy per kill and mail in flight.
    const repeats = smtp.received.length - receivedIds.length;
    console.log(`${smtp.received.length} deliveries of ${receivedIds.length} mails, ${KILL_AFTER_MS.length} kills`);
    expect(repeats).toBeLessThanOrEqual(KILL_AFTER_MS.length);
    // The running store attaches each paid order's invoice to its confirmation.
    const confirmations = smtp.received.filter((mail) => /^Order .+ confirmed$/.test(mail.subject));
    expect(confirmations.length).toBeGreaterThanOrEqual(ORDERS);
    for (const mail of confirmations) expect(mail.raw).toMatch(/Content-Type: application\/pdf; name=INV-/);
  }, 300_000);
});
