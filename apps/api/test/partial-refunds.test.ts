import { type GstReport, indiaMonthOf, type RefundableOrder, splitGst } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer, customerToken } from './accounts-helpers';
import { type Card, someCards } from './checkout-helpers';
import { payOnDemo } from './invoice-helpers';
import { pdfText } from './pdf-text';
import { listPlans, type Plan, placeCart } from './plans-helpers';
import { createTestApp, type TestApp } from './test-app';

/**
 * Partial refunds: some units of a design line or the unstarted months of a plan line, the amount
 * reckoned by the server from the order's own lines, one credit note per refund listing exactly its lines.
 */
let t: TestApp;
let cards: [Card, Card];
let plan: Plan;
let customer: Awaited<ReturnType<typeof customerToken>>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  cards = (await someCards(t.app, 2)) as [Card, Card];
  [plan] = (await listPlans(t.app)) as [Plan];
  admin = bearer((await adminToken(t)).token);
});
afterAll(() => t.close());

const REASON = 'One design was not needed';
const paise = (rupees: number) => Math.round(rupees * 100);
const withGst = (taxable: number) => taxable + Math.floor((taxable * 18 + 50) / 100);

/**
 * Line 0: two of a design; line 1: one of another; line 2: the plan for 3 months. A new customer each time,
 * so the plan's month 1 starts today (a customer's second purchase of a plan would start after the first).
 */
async function paidOrder(stateCode = '29') {
  customer = await customerToken(t.app);
  const cart = {
    designs: [
      { card: cards[0], quantity: 2 },
      { card: cards[1], quantity: 1 },
    ],
    plans: [{ plan, months: 3 }],
  };
  const placed = await placeCart(t, customer.token, cart);
  if (stateCode !== '29')
    await t.store.db
      .updateTable('checkout_orders')
      .set({ billing_state_code: stateCode })
      .where('id', '=', placed.order.id)
      .execute();
  await payOnDemo(t, placed);
  return placed;
}

const refund = (orderNumber: string, lines?: object[]) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderNumber}/refund`,
    headers: admin,
    payload: { reason: REASON, ...(lines ? { lines } : {}) },
  });
const refundable = async (orderNumber: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderNumber}/refundable`, headers: admin })
  ).json() as RefundableOrder;
const notesOf = (orderId: string) =>
  t.store.db
    .selectFrom('invoices_credit_notes')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('serial')
    .execute();
const invoiceOf = (orderId: string) =>
  t.store.db.selectFrom('invoices_invoices').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
const projectsOf = (orderId: string) =>
  t.store.db
    .selectFrom('projects_projects')
    .select(['order_position', 'unit_index', 'state', 'kind'])
    .where('order_id', '=', orderId)
    .orderBy('order_position')
    .orderBy('unit_index')
    .execute();
const statusOf = async (orderId: string) =>
  (await t.store.db.selectFrom('checkout_orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow())
    .status;

describe('partial refunds', () => {
  it('refunds one unit of a design line of two: the amount with its GST to the paisa, one credit note of that line, the order Partly refunded', async () => {
    const { orderNumber, order } = await paidOrder();
    const response = await refund(orderNumber, [{ position: 0, quantity: 1 }]);
    expect(response.statusCode, response.body).toBe(200);
    const expected = withGst(paise(cards[0].price));
    expect(response.json()).toMatchObject({ id: orderNumber, status: 'PAID', refunded: expected / 100 });
    expect(response.json().refund).toMatchObject({ refundId: `refund-${orderNumber}`, amount: expected / 100 });
    expect(await statusOf(order.id)).toBe('PAID');

    const [note, ...more] = await notesOf(order.id);
    expect(more).toEqual([]);
    if (!note) throw new Error('no credit note');
    const invoice = await invoiceOf(order.id);
    const tax = splitGst(expected - paise(cards[0].price), 'INTRA');
    expect(
      [note.taxable_paise, note.cgst_paise, note.sgst_paise, note.igst_paise, note.total_paise].map(Number),
    ).toEqual([paise(cards[0].price), tax.cgstPaise, tax.sgstPaise, 0, expected]);
    expect(note.invoice_id).toBe(invoice.id);
    expect(note.number).toMatch(/^CN\/\d{2}-\d{2}\/\d{5}$/);
    expect(JSON.parse(note.lines_json ?? '[]')).toMatchObject([
      { position: 0, title: cards[0].title, quantity: 1, taxablePaise: paise(cards[0].price) },
    ]);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderNumber}/credit-note.pdf`,
      headers: admin,
    });
    const text = (await pdfText(pdf.rawPayload)).join('\n');
    expect(text).toContain(`Credit note number: ${note.number}`);
    expect(text).toContain(`Against tax invoice ${invoice.number}`);
    expect(text).toContain(`Refund: ${cards[0].title}`);
    expect(text).not.toContain(cards[1].title);
    expect(text).not.toContain(plan.title);

    // One of the line's two websites is cancelled; the other design and the plan months go on.
    const states = (await projectsOf(order.id)).map((row) => [row.order_position, row.unit_index, row.state]);
    expect(states).toEqual([
      [0, 1, 'AWAITING_BRIEF'],
      [0, 2, 'CANCELLED'],
      [1, 1, 'AWAITING_BRIEF'],
      [2, 1, 'AWAITING_BRIEF'],
      [2, 2, 'AWAITING_BRIEF'],
      [2, 3, 'AWAITING_BRIEF'],
    ]);

    // My Orders says how much went back; the dialog's figures show what is left.
    const mine = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(customer.token) })).json();
    expect(mine.find((entry: { id: string }) => entry.id === orderNumber)).toMatchObject({
      status: 'PAID',
      refunded: expected / 100,
    });
    const left = await refundable(orderNumber);
    expect(left.refundedPaise).toBe(expected);
    expect(left.lines.map((line) => [line.position, line.refundedUnits, line.refundableUnits])).toEqual([
      [0, 1, 1],
      [1, 0, 1],
      [2, 0, 2],
    ]);

    // The same unit cannot go back twice.
    const twice = await refund(orderNumber, [{ position: 0, quantity: 2 }]);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(`Line 1 (${cards[0].title}) has only 1 left to refund.`);
  });

  it('refunds the unstarted months of a plan, refuses a started one, and the last refund makes the order REFUNDED with notes adding up to the invoice', async () => {
    const { orderNumber, order } = await paidOrder();
    const started = await refund(orderNumber, [{ position: 2, months: 3 }]);
    expect(started.statusCode).toBe(409);
    expect(started.json().error).toContain('only 2 of its months have not started');

    const months = await refund(orderNumber, [{ position: 2, months: 2 }]);
    expect(months.statusCode, months.body).toBe(200);
    const planTaxable = paise(plan.pricePerMonth) * 2;
    expect(months.json().refund.amount).toBe(withGst(planTaxable) / 100);
    const period = await t.store.db
      .selectFrom('plans_periods')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(Number(period.months)).toBe(1);
    const planMonths = (await projectsOf(order.id)).filter((row) => row.kind === 'plan_month').map((row) => row.state);
    expect(planMonths).toEqual(['AWAITING_BRIEF', 'CANCELLED', 'CANCELLED']);
    expect((await refund(orderNumber, [{ position: 2, months: 1 }])).statusCode).toBe(409);

    // Malformed lines are 400; an amount from the browser is not read.
    expect((await refund(orderNumber, [{ position: 9, quantity: 1 }])).statusCode).toBe(400);
    expect((await refund(orderNumber, [{ position: 2, quantity: 1 }])).statusCode).toBe(400);
    expect((await refund(orderNumber, [{ position: 0, quantity: 1, months: 1 }])).statusCode).toBe(400);

    const designs = await refund(orderNumber, [
      { position: 0, quantity: 2 },
      { position: 1, quantity: 1 },
    ]);
    expect(designs.statusCode, designs.body).toBe(200);
    expect(designs.json().status).toBe('PAID');
    // What is left is the started month: a refund without lines gives back the rest, as a full refund would.
    const rest = await refund(orderNumber);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().status).toBe('REFUNDED');
    expect(rest.json().refund.refundId).toBe(`refund-${orderNumber}-3`);

    const notes = await notesOf(order.id);
    expect(notes).toHaveLength(3);
    expect(new Set(notes.map((note) => note.number)).size).toBe(3);
    const invoice = await invoiceOf(order.id);
    for (const key of ['taxable_paise', 'cgst_paise', 'sgst_paise', 'igst_paise', 'total_paise'] as const)
      expect(notes.reduce((sum, note) => sum + Number(note[key]), 0)).toBe(Number(invoice[key]));
    expect(JSON.parse(notes[1]?.lines_json ?? '[]').map((line: { position: number }) => line.position)).toEqual([0, 1]);
    expect(await statusOf(order.id)).toBe('REFUNDED');
    expect((await refund(orderNumber, [{ position: 1, quantity: 1 }])).statusCode).toBe(409);

    // Each refund sends its own mail with its own credit note.
    const mails = await t.store.db
      .selectFrom('mail_outbox')
      .select(['event_key', 'attachment_id', 'html'])
      .where('kind', '=', 'order-refunded')
      .where('event_key', 'like', `order-refunded:${order.id}%`)
      .execute();
    expect(mails.map((mail) => mail.attachment_id).sort()).toEqual(notes.map((note) => note.id).sort());
    // A refund of some lines says so: the rest of the order stood until the last one.
    const partlyWorded = mails.filter((mail) => mail.html.includes('Part of your order is refunded'));
    expect(partlyWorded.length).toBeGreaterThanOrEqual(2);

    // The GST report (as if paid through a real provider) lists each credit note in table 9B and nets them off.
    await t.store.db.updateTable('invoices_invoices').set({ demo: 0 }).where('order_id', '=', order.id).execute();
    await t.store.db.updateTable('invoices_credit_notes').set({ demo: 0 }).where('order_id', '=', order.id).execute();
    const month = indiaMonthOf(new Date(invoice.issued_at));
    const answer = await t.app.inject({ method: 'GET', url: `/api/admin/gst?month=${month}`, headers: admin });
    expect(answer.statusCode, answer.body).toBe(200);
    const gst = answer.json() as GstReport;
    const listed = gst.creditNotes.filter((entry) => entry.invoiceNumber === invoice.number);
    expect(listed.map((entry) => [entry.number, entry.totalPaise])).toEqual(
      notes.map((note) => [note.number, Number(note.total_paise)]),
    );
    // Table 12 nets the order's lines to nothing: every unit and month went back.
    expect(gst.hsn.every((row) => row.quantity === 0 && row.taxablePaise === 0 && row.totalPaise === 0)).toBe(true);
    const csv = (await t.app.inject({ method: 'GET', url: `/api/admin/gst.csv?month=${month}`, headers: admin })).body;
    for (const note of notes) expect(csv).toContain(note.number);
    await t.store.db.updateTable('invoices_invoices').set({ demo: 1 }).where('order_id', '=', order.id).execute();
    await t.store.db.updateTable('invoices_credit_notes').set({ demo: 1 }).where('order_id', '=', order.id).execute();
  });

  it('splits an inter-state partial refund as IGST', async () => {
    const { orderNumber, order } = await paidOrder('27');
    const response = await refund(orderNumber, [{ position: 1, quantity: 1 }]);
    expect(response.statusCode, response.body).toBe(200);
    const [note] = await notesOf(order.id);
    const taxable = paise(cards[1].price);
    expect([note?.taxable_paise, note?.cgst_paise, note?.sgst_paise, note?.igst_paise].map(Number)).toEqual([
      taxable,
      0,
      0,
      withGst(taxable) - taxable,
    ]);
  });

  it('refuses a partial refund while another refund of the order is pending with the provider', async () => {
    const { orderNumber, order } = await paidOrder();
    const now = new Date().toISOString();
    await t.store.db
      .insertInto('checkout_refunds')
      .values({
        refund_id: `refund-${orderNumber}`,
        order_id: order.id,
        attempt: 1,
        status: 'PENDING',
        amount_paise: 100,
        reason: REASON,
        provider_status: 'PENDING',
        provider_message: null,
        requested_at: now,
        settled_at: null,
        check_after: now,
      })
      .execute();
    const response = await refund(orderNumber, [{ position: 1, quantity: 1 }]);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toContain('already pending with the payment provider');
  });
});
