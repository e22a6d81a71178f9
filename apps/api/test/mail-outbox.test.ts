import { formatPaise } from '@store/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../src/config/env';
import { openDataStore } from '../src/db/database';
import { invoiceAttachments } from '../src/modules/invoices';
import { createSmtpTransport, deliverDueMails, enqueueMail, type MailTransport } from '../src/modules/mail';
import { claimDueMails } from '../src/modules/mail/mail.repository';
import { customerToken } from './accounts-helpers';
import { type Card, demoWebhook, newOrder, orderBody, postWebhook, someCards } from './checkout-helpers';
import { pdfText } from './pdf-text';
import { startTestSmtp, type TestSmtp } from './smtp-helpers';
import { createTestApp, type TestApp } from './test-app';

/** The outbox against a real SMTP server: every mail once, through failures, crashes and two workers. */
let smtp: TestSmtp;
let t: TestApp;
let cards: Card[];
const FROM = 'Acme Prints <orders@acme.example>';

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({
    seed: true,
    env: { SMTP_URL: smtp.url, MAIL_FROM: FROM, SHOP_ALERT_EMAIL: 'owner@acme.example' },
  });
  cards = await someCards(t.app, 2);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await t.store.db.deleteFrom('mail_outbox').execute();
  smtp.received.length = 0;
  smtp.refusing = false;
});

const worker = (overrides: Partial<Parameters<typeof deliverDueMails>[0]> = {}) =>
  deliverDueMails({
    db: t.store.db,
    dialect: t.store.dialect,
    transport: createSmtpTransport(smtp.url),
    from: FROM,
    ...overrides,
  });

/** A new customer's order, reported by the demo provider as `status` (a repeated report changes nothing). */
async function reportOrder(status: 'SUCCESS' | 'FAILED' | 'USER_DROPPED', attempts = 2): Promise<string> {
  const { token } = await customerToken(t.app);
  // The buyer's sign-up wrote a welcome mail; these tests count the order's mails only.
  await t.store.db.deleteFrom('mail_outbox').where('kind', '=', 'welcome').execute();
  const response = await newOrder(t.app, token, orderBody([{ card: cards[0] as Card, quantity: 2 }]));
  expect(response.statusCode, response.body).toBe(201);
  const { order_id } = response.json() as { order_id: string };
  const { total_paise } = await t.store.db
    .selectFrom('checkout_orders')
    .select('total_paise')
    .where('order_number', '=', order_id)
    .executeTakeFirstOrThrow();
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const reported = demoWebhook(t, {
      orderNumber: order_id,
      amount: Number(total_paise) / 100,
      status,
      paymentId: status === 'SUCCESS' ? `pay-${order_id}` : `pay-${order_id}-${attempt}`,
    });
    expect((await postWebhook(t.app, reported)).statusCode).toBe(200);
  }
  return order_id;
}

/** A paid order; the provider reports the same payment twice: still one mail of each. */
const payOrder = () => reportOrder('SUCCESS');

async function queueMails(count: number): Promise<void> {
  await t.store.db.transaction().execute(async (trx) => {
    for (let index = 0; index < count; index++) {
      await enqueueMail(
        trx,
        { smtp: true },
        { kind: 'test', to: `buyer${index}@example.com`, subject: `Mail ${index}`, html: '<p>x</p>', text: 'x' },
      );
    }
  });
}

const statuses = async () =>
  (await t.store.db.selectFrom('mail_outbox').select(['status', 'attempts']).orderBy('recipient').execute()).map(
    (row) => [row.status, Number(row.attempts)],
  );

const later = (ms: number) => () => new Date(Date.now() + ms);

/** The bytes of the MIME part attached as `filename` (base64, as nodemailer writes attachments). */
function attachedFile(raw: string, filename: string): Buffer {
  const part = raw.split(/\r?\n--/).find((section) => section.includes(`filename=${filename}`));
  if (!part) throw new Error(`no attachment ${filename}`);
  const body = part
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('');
  return Buffer.from(body.replace(/\s+/g, ''), 'base64');
}

describe('mail outbox', () => {
  it('sends the order confirmation and the shop alert of a paid order once, with text and HTML parts', async () => {
    const orderNumber = await payOrder();
    expect(await worker()).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(await worker()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    const customer = smtp.received.find((mail) => mail.subject === `Order ${orderNumber} confirmed`);
    const shop = smtp.received.find((mail) => mail.to.includes('owner@acme.example'));
    expect(smtp.received).toHaveLength(2);
    expect(customer?.from).toBe('orders@acme.example');
    expect(customer?.raw).toMatch(/^From: Acme Prints <orders@acme\.example>/m);
    expect(customer?.raw).toMatch(/Content-Type: text\/plain/);
    expect(customer?.raw).toMatch(/Content-Type: text\/html/);
    expect(shop?.raw).toContain(orderNumber);
    const stored = await t.store.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', 'order-confirmation')
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('sent');
    expect(stored.text).toMatch(/Total: ₹[\d,]+\.\d\d/);
    expect(stored.text).toContain('/my-orders');
    expect(customer?.messageId).toBe(`<${stored.id}@store.mail>`);
  });

  it('attaches the paid order’s tax invoice PDF to its confirmation, and nothing to the shop alert', async () => {
    const orderNumber = await payOrder();
    expect(await worker({ attachmentsFor: invoiceAttachments(t.store.db) })).toEqual({
      sent: 2,
      retrying: 0,
      failed: 0,
    });
    const customer = smtp.received.find((mail) => mail.subject === `Order ${orderNumber} confirmed`);
    const shop = smtp.received.find((mail) => mail.to.includes('owner@acme.example'));
    const invoice = await t.store.db
      .selectFrom('invoices_invoices')
      .innerJoin('checkout_orders', 'checkout_orders.id', 'invoices_invoices.order_id')
      .select(['invoices_invoices.number', 'checkout_orders.total_paise'])
      .where('checkout_orders.order_number', '=', orderNumber)
      .executeTakeFirstOrThrow();
    const filename = `${invoice.number.replace(/\//g, '-')}.pdf`;
    const pdf = attachedFile(customer?.raw ?? '', filename);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [text] = await pdfText(pdf);
    expect(text).toContain(`Invoice number: ${invoice.number}`);
    expect(text).toContain(`Invoice total ${formatPaise(Number(invoice.total_paise))}`);
    expect(shop?.raw).not.toContain('application/pdf');
  });

  it('mails a declined payment once, with a way back to the cart, and nothing for a cancelled one', async () => {
    // Two declined attempts on one order: one mail.
    const declined = await reportOrder('FAILED', 2);
    await reportOrder('USER_DROPPED', 1);
    expect(await worker()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(smtp.received.map((mail) => mail.subject)).toEqual([`Payment for order ${declined} did not go through`]);
    const [mail] = smtp.received;
    expect(mail?.raw).toContain('no money was taken');
    const stored = await t.store.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', 'payment-unpaid')
      .executeTakeFirstOrThrow();
    expect(stored.text).toMatch(/^Back to your cart: https?:\/\/\S+\/checkout$/m);
    expect(stored.html).toContain('/checkout');
  });

  it('mails the shop each enquiry, and the sender a copy, with the sender’s words escaped', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: {
        name: 'Meera <b>Iyer</b>',
        email: 'meera@example.com',
        phone: '9876543210',
        topic: 'Complaint',
        message: '<script>alert(1)</script> My design arrived late.',
      },
      remoteAddress: '203.0.113.77',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { reference } = response.json() as { reference: string };
    expect(await worker()).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(2);
    const toShop = smtp.received.filter((mail) => mail.to.includes('owner@acme.example'));
    expect(toShop).toHaveLength(1);
    expect(toShop[0]?.subject).toBe(`Enquiry ${reference}: Complaint`);
    const stored = await t.store.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', 'shop-enquiry')
      .executeTakeFirstOrThrow();
    expect(stored.html).not.toContain('<script>alert');
    expect(stored.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; My design arrived late.');
    expect(stored.html).toContain('Meera &lt;b&gt;Iyer&lt;/b&gt;');
    expect(stored.text).toContain('My design arrived late.');
    const copy = await t.store.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', 'enquiry-acknowledgement')
      .executeTakeFirstOrThrow();
    expect(copy.recipient).toBe('meera@example.com');
    expect(copy.html).not.toContain('<script>alert');
    expect(copy.html).toContain('Hello Meera &lt;b&gt;Iyer&lt;/b&gt;');
  });

  it('keeps a mail while SMTP refuses it or is down, and sends it once when SMTP is back', async () => {
    await queueMails(1);
    smtp.refusing = true;
    expect(await worker()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    // Down altogether: nothing listens there.
    expect(await worker({ transport: createSmtpTransport('smtp://127.0.0.1:9'), now: later(31_000) })).toEqual({
      sent: 0,
      retrying: 1,
      failed: 0,
    });
    smtp.refusing = false;
    // Not due yet: the second wait is a minute.
    expect(await worker({ now: later(40_000) })).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await worker({ now: later(31_000 + 61_000) })).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await worker({ now: later(10 * 60_000) })).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.received.map((mail) => mail.subject)).toEqual(['Mail 0']);
    expect(await statuses()).toEqual([['sent', 3]]);
  });

  it('marks a mail failed after its last try, and sends it no more', async () => {
    await queueMails(1);
    smtp.refusing = true;
    expect(await worker({ maxAttempts: 2 })).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(await worker({ maxAttempts: 2, now: later(31_000) })).toEqual({ sent: 0, retrying: 0, failed: 1 });
    smtp.refusing = false;
    expect(await worker({ now: later(24 * 3_600_000) })).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.received).toEqual([]);
    expect(await statuses()).toEqual([['failed', 2]]);
  });

  it('sends a mail whose worker died before sending once its lease runs out, exactly once', async () => {
    await queueMails(1);
    const now = new Date().toISOString();
    const leaseUntil = new Date(Date.now() + 60_000).toISOString();
    expect(
      await claimDueMails(t.store.db, t.store.dialect, { owner: 'dead', now, leaseUntil, limit: 10 }),
    ).toHaveLength(1);
    // Held by the dead worker: nobody else takes it yet.
    expect(await worker()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await worker({ now: later(61_000) })).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('re-sends with the same Message-ID when the worker died after SMTP accepted but before recording it', async () => {
    await queueMails(1);
    let died = false;
    const sendThenDie: MailTransport = async (mail) => {
      await createSmtpTransport(smtp.url)(mail);
      died = true;
      // The process is killed here: the worker never returns to record the mail.
      await new Promise(() => {});
    };
    void worker({ transport: sendThenDie, owner: 'dying' });
    await expect.poll(() => died).toBe(true);
    expect(await worker({ now: later(3 * 60_000) })).toEqual({ sent: 1, retrying: 0, failed: 0 });
    // The documented window: two copies, recognisable as one mail by their Message-ID.
    expect(smtp.received).toHaveLength(2);
    expect(smtp.received[0]?.messageId).toBe(smtp.received[1]?.messageId);
    expect(await statuses()).toEqual([['sent', 2]]);
  });

  it('two workers on one database send each mail once', async () => {
    await queueMails(30);
    const other = openDataStore({ databaseUrl: t.databaseUrl, dataDir: t.dataDir, poolSize: 4 });
    try {
      const slowSmtp: MailTransport = async (mail) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        await createSmtpTransport(smtp.url)(mail);
      };
      let sent = 0;
      // Both instances poll at once, round after round, until the outbox is empty.
      for (let round = 0; round < 10 && sent < 30; round++) {
        const results = await Promise.all([
          worker({ transport: slowSmtp, owner: `first-${round}`, batchSize: 10 }),
          deliverDueMails({
            db: other.db,
            dialect: other.dialect,
            transport: slowSmtp,
            from: FROM,
            owner: `second-${round}`,
            batchSize: 10,
          }),
        ]);
        sent += results.reduce((sum, result) => sum + result.sent, 0);
      }
      expect(sent).toBe(30);
    } finally {
      await other.close();
    }
    const ids = smtp.received.map((mail) => mail.messageId);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
  });

  it('leaves a mail a slow worker had not started to the worker that took it after its lease ran out', async () => {
    await queueMails(3);
    const handed: string[] = [];
    // The first worker stalls on its second mail past its lease; meanwhile another worker takes what is left.
    const stalling: MailTransport = async (mail) => {
      handed.push(mail.subject);
      if (handed.length === 2) await worker({ owner: 'second', now: later(61_000) });
      await createSmtpTransport(smtp.url)(mail);
    };
    await worker({ transport: stalling, owner: 'first', leaseMs: 60_000 });
    const copies = new Map<string, number>();
    for (const mail of smtp.received) copies.set(mail.subject, (copies.get(mail.subject) ?? 0) + 1);
    // Its first mail went before the stall; its second was already on its way when the lease ran out
    // (the documented window); its third it must not send at all.
    expect(handed).toHaveLength(2);
    const [first, stalled] = handed as [string, string];
    const third = ['Mail 0', 'Mail 1', 'Mail 2'].find((subject) => !handed.includes(subject)) ?? '';
    expect(Object.fromEntries(copies)).toEqual({ [first]: 1, [stalled]: 2, [third]: 1 });
    expect((await statuses()).map(([status]) => status)).toEqual(['sent', 'sent', 'sent']);
  });

  it('never lets typed text add markup, headers or recipients', async () => {
    await t.store.db.transaction().execute(async (trx) => {
      await enqueueMail(
        trx,
        { smtp: true },
        { kind: 'test', to: 'a\r\nBcc: x@y.example', subject: 'Hi', html: '<p>x</p>', text: 'x' },
      );
      await enqueueMail(
        trx,
        { smtp: true },
        { kind: 'test', to: 'buyer@example.com', subject: 'Hi\r\nBcc: x@y.example', html: '<p>x</p>', text: 'x' },
      );
    });
    expect(await worker()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(['buyer@example.com']);
    expect(smtp.received[0]?.raw).not.toMatch(/^Bcc:/im);
    expect(await statuses()).toEqual([
      ['failed', 0],
      ['sent', 1],
    ]);
  });
});

describe('mail settings', () => {
  it('stops the start with one line naming a bad SMTP_URL, MAIL_FROM or SHOP_ALERT_EMAIL', () => {
    const failure = (env: Record<string, string>) => {
      try {
        parseEnv(env);
        return 'started';
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(failure({ SMTP_URL: 'http://mail.example' })).toBe(
      'SMTP_URL must be an smtp:// or smtps:// URL with a host',
    );
    expect(failure({ SMTP_URL: 'not a url' })).toBe('SMTP_URL must be an smtp:// or smtps:// URL with a host');
    expect(failure({ SMTP_URL: 'smtp://mail.example:587' })).toBe('MAIL_FROM is required when SMTP_URL is set');
    expect(failure({ MAIL_FROM: 'Shop\r\nBcc: x@y.example' })).toBe(
      'MAIL_FROM must be an address such as "Store <orders@example.com>"',
    );
    expect(failure({ SHOP_ALERT_EMAIL: 'owner@shop.example, nope' })).toBe(
      'SHOP_ALERT_EMAIL must be one or more email addresses separated by commas',
    );
    const env = parseEnv({
      SMTP_URL: 'smtps://user:secret@mail.example:465',
      MAIL_FROM: 'Shop <orders@shop.example>',
      SHOP_ALERT_EMAIL: 'a@shop.example, b@shop.example',
    });
    expect(env.shopAlertTo).toEqual(['a@shop.example', 'b@shop.example']);
  });
});
