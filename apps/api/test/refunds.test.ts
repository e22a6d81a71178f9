import { type GstReport, indiaMonthOf } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer, customerToken } from './accounts-helpers';
import { type Card, someCards } from './checkout-helpers';
import { payOnDemo, payThroughProvider, placeOrder } from './invoice-helpers';
import { documentAttachments } from './mail-attachments';
import { pdfText } from './pdf-text';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let card: Card;
let customer: Awaited<ReturnType<typeof customerToken>>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const [first] = await someCards(t.app, 1);
  if (!first) throw new Error('the demo catalogue is empty');
  card = first;
  customer = await customerToken(t.app);
  admin = bearer((await adminToken(t)).token);
});
afterAll(() => t.close());

async function paidOrder(quantity = 2) {
  const placed = await placeOrder(t, customer.token, [{ card, quantity }]);
  await payOnDemo(t, placed);
  return placed;
}

const refund = (orderNumber: string, headers = admin, payload: object = { reason: 'Customer asked within 2 days' }) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderNumber}/refund`, headers, payload });

const creditNotesOf = (orderId: string) =>
  t.store.db.selectFrom('invoices_credit_notes').selectAll().where('order_id', '=', orderId).execute();
const statusOf = async (orderId: string) =>
  (await t.store.db.selectFrom('checkout_orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow())
    .status;
const refundMailsOf = (orderId: string) =>
  t.store.db.selectFrom('mail_outbox').selectAll().where('event_key', '=', `order-refunded:${orderId}`).execute();

describe('refund of a paid order', () => {
  it('refunds through the provider, marks it REFUNDED and issues a credit note reversing its invoice, with a mail', async () => {
    const { orderNumber, order } = await paidOrder(3);
    const response = await refund(orderNumber);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: orderNumber, status: 'REFUNDED' });
    expect(await statusOf(order.id)).toBe('REFUNDED');

    const invoice = await t.store.db
      .selectFrom('invoices_invoices')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    const [note, ...more] = await creditNotesOf(order.id);
    expect(more).toEqual([]);
    if (!note) throw new Error('no credit note');
    expect(note.number).toMatch(/^CN\/\d{2}-\d{2}\/\d{5}$/);
    expect(note.number.length).toBeLessThanOrEqual(16);
    expect(note.invoice_id).toBe(invoice.id);
    for (const key of ['taxable_paise', 'cgst_paise', 'sgst_paise', 'igst_paise', 'total_paise'] as const)
      expect(Number(note[key])).toBe(Number(invoice[key]));
    expect(Number(note.total_paise)).toBe(Number(order.total_paise));

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderNumber}/credit-note.pdf`,
      headers: admin,
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(pdf.rawPayload)).join('\n');
    expect(text).toContain('Credit Note');
    expect(text).toContain(`Credit note number: ${note.number}`);
    expect(text).toContain(`Against tax invoice ${invoice.number}`);
    expect(text).toContain(card.title);
    expect(text).toContain('Reason: Customer asked within 2 days');
    expect(text).toContain('Amount in words: Rupees');

    // The customer downloads the same document for their own order; anybody else gets 404.
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${orderNumber}/credit-note.pdf`,
      headers: bearer(customer.token),
    });
    expect(own.statusCode).toBe(200);
    expect((await pdfText(own.rawPayload)).join('\n')).toContain(note.number);
    const stranger = await customerToken(t.app);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${orderNumber}/credit-note.pdf`,
      headers: bearer(stranger.token),
    });
    expect(theirs.statusCode).toBe(404);

    // The customer's order list says so, and one refund mail waits in the outbox.
    const mine = await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(customer.token) });
    const listed = (mine.json() as Array<{ id: string; status: string }>).find((entry) => entry.id === orderNumber);
    expect(listed?.status).toBe('REFUNDED');
    const mails = await refundMailsOf(order.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.recipient).toBe(customer.email);
    expect(mails[0]?.subject).toContain(orderNumber);
    // The worker attaches the credit note when it sends the mail, as the confirmation carries the invoice.
    const attachments = await documentAttachments(t.store.db)({
      kind: 'order-refunded',
      eventKey: `order-refunded:${order.id}`,
    });
    expect(attachments.map((attachment) => [attachment.filename, attachment.contentType])).toEqual([
      [`${note.number.replace(/\//g, '-')}.pdf`, 'application/pdf'],
    ]);
    expect((await pdfText(attachments[0]?.content ?? new Uint8Array())).join('\n')).toContain(note.number);
  });

  it('refuses a refund without a reason, with a blank one or one over 200 characters: 400, the order stays paid', async () => {
    const { orderNumber, order } = await paidOrder();
    const tooLong = await refund(orderNumber, admin, { reason: 'x'.repeat(201) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ error: 'Keep the reason under 200 characters.' });
    const blank = await refund(orderNumber, admin, { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ fields: { reason: 'Give the reason for the refund.' } });
    const bare = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderNumber}/refund`, headers: admin });
    expect(bare.statusCode, bare.body).toBe(400);
    expect(await statusOf(order.id)).toBe('PAID');
    expect(await creditNotesOf(order.id)).toEqual([]);
    const given = await refund(orderNumber, admin, { reason: '  Wrong design bought  ' });
    expect(given.statusCode, given.body).toBe(200);
    expect((await creditNotesOf(order.id))[0]?.reason).toBe('Wrong design bought');
  });

  it('refuses an unpaid order with 409 and changes nothing', async () => {
    const { orderNumber, order } = await placeOrder(t, customer.token, [{ card, quantity: 1 }]);
    const response = await refund(orderNumber);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'Only a paid order can be refunded.' });
    expect(await statusOf(order.id)).toBe('PENDING');
    expect(await creditNotesOf(order.id)).toEqual([]);
    expect(await refundMailsOf(order.id)).toEqual([]);
  });

  it('refuses a customer token with 403 and an unknown order with 404', async () => {
    const { orderNumber, order } = await paidOrder();
    const response = await refund(orderNumber, bearer(customer.token));
    expect(response.statusCode).toBe(403);
    expect(await statusOf(order.id)).toBe('PAID');
    expect(await creditNotesOf(order.id)).toEqual([]);
    expect((await refund('ORD-20260101-NONE')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderNumber}/refund` })).statusCode).toBe(
      401,
    );
  });

  it('refunds once when asked twice: the second answer is 409, one credit note, one mail', async () => {
    const { orderNumber, order } = await paidOrder();
    expect((await refund(orderNumber)).statusCode).toBe(200);
    const again = await refund(orderNumber);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'This order is already refunded.' });
    expect(await creditNotesOf(order.id)).toHaveLength(1);
    expect(await refundMailsOf(order.id)).toHaveLength(1);
  });

  it('refunds once under concurrent clicks, and numbers credit notes consecutively', async () => {
    const orders = await Promise.all([paidOrder(), paidOrder(), paidOrder()]);
    const answers = await Promise.all(orders.flatMap(({ orderNumber }) => [1, 2, 3].map(() => refund(orderNumber))));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(3);
    expect(codes.filter((code) => code === 409)).toHaveLength(6);
    const notes = (await Promise.all(orders.map(({ order }) => creditNotesOf(order.id)))).flat();
    expect(notes).toHaveLength(3);
    const serials = notes.map((note) => note.serial).sort((a, b) => a - b);
    expect(serials).toEqual([serials[0], (serials[0] ?? 0) + 1, (serials[0] ?? 0) + 2]);
  });

  it('keeps a refunded order REFUNDED when a late payment webhook repeats', async () => {
    const placed = await paidOrder();
    expect((await refund(placed.orderNumber)).statusCode).toBe(200);
    await payOnDemo(t, placed);
    expect(await statusOf(placed.order.id)).toBe('REFUNDED');
    expect(await creditNotesOf(placed.order.id)).toHaveLength(1);
  });

  it('lists the month’s credit notes in GSTR-1 table 9B and nets them off the totals, in the CSV too', async () => {
    const month = indiaMonthOf(new Date());
    const kept = await payThroughProvider(
      t,
      await placeOrder(t, customer.token, [{ card, quantity: 1 }]),
      new Date().toISOString(),
    );
    const refundedPlaced = await placeOrder(t, customer.token, [{ card, quantity: 2 }]);
    const refunded = await payThroughProvider(t, refundedPlaced, new Date().toISOString());
    expect((await refund(refundedPlaced.orderNumber)).statusCode).toBe(200);
    const [note] = await creditNotesOf(refunded.id);
    const invoice = await t.store.db
      .selectFrom('invoices_invoices')
      .selectAll()
      .where('order_id', '=', refunded.id)
      .executeTakeFirstOrThrow();
    if (!note) throw new Error('no credit note');

    const response = await t.app.inject({ method: 'GET', url: `/api/admin/gst?month=${month}`, headers: admin });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json() as GstReport;
    expect(report.creditNotes).toEqual([
      {
        number: note.number,
        issuedAt: note.issued_at,
        invoiceNumber: invoice.number,
        invoiceIssuedAt: invoice.issued_at,
        gstin: null,
        placeOfSupply: invoice.place_of_supply,
        ratePercent: 18,
        totalPaise: Number(invoice.total_paise),
        taxablePaise: Number(invoice.taxable_paise),
        cgstPaise: Number(invoice.cgst_paise),
        sgstPaise: Number(invoice.sgst_paise),
        igstPaise: Number(invoice.igst_paise),
      },
    ]);
    // Demo-provider orders are left out, so what remains is the kept order's invoice.
    expect(report.totals).toMatchObject({ invoices: 2, totalPaise: Number(kept.total_paise) });
    expect(report.creditNoteDocuments).toEqual({ first: note.number, last: note.number, count: 1 });

    const csv = await t.app.inject({ method: 'GET', url: `/api/admin/gst.csv?month=${month}`, headers: admin });
    const rupees = (paise: unknown) => (Number(paise) / 100).toFixed(2);
    const lines = csv.body.split('\r\n');
    expect(lines).toContain(
      [
        '',
        note.number,
        note.issued_at.slice(0, 10),
        invoice.number,
        invoice.issued_at.slice(0, 10),
        rupees(note.total_paise),
        invoice.place_of_supply,
        18,
        rupees(note.taxable_paise),
        rupees(note.igst_paise),
        rupees(note.cgst_paise),
        rupees(note.sgst_paise),
      ].join(','),
    );
    expect(lines).toContain(`Credit notes,${note.number},${note.number},1`);
  });
});
