import { amountInWords, formatPaise } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderInvoicePdf } from '../src/modules/invoices/invoice-pdf';
import { adminToken, bearer, customerToken } from './accounts-helpers';
import { type Card, orderBody, someCards } from './checkout-helpers';
import { payOnDemo, payThroughProvider, placeOrder, placeOrderBody } from './invoice-helpers';
import { pdfText } from './pdf-text';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let cards: Card[];
let buyer: Awaited<ReturnType<typeof customerToken>>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  cards = await someCards(t.app, 2);
  buyer = await customerToken(t.app);
  admin = bearer((await adminToken(t)).token);
});
afterAll(() => t.close());

const twoDesigns = () =>
  placeOrder(t, buyer.token, [
    { card: cards[0] as Card, quantity: 2 },
    { card: cards[1] as Card, quantity: 1 },
  ]);

/** Paid through a real provider: the store's own order-paid listener issues the invoice. */
async function paidForReal() {
  const placed = await twoDesigns();
  await payThroughProvider(t, placed, '2031-03-31T18:29:00.000Z');
  return placed;
}

const download = (orderNumber: string, headers: Record<string, string> = bearer(buyer.token)) =>
  t.app.inject({ method: 'GET', url: `/api/orders/${orderNumber}/invoice.pdf`, headers });

describe('invoice PDF', () => {
  it('carries every rule-46 field of the order, its amounts to the paisa with the ₹ sign, read back with pdf.js', async () => {
    const { orderNumber, order } = await paidForReal();
    const invoice = await t.store.db
      .selectFrom('invoices_invoices')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    const response = await download(orderNumber);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${invoice.number.replace(/\//g, '-')}.pdf"`,
    );
    const [text = '', ...more] = await pdfText(response.rawPayload);
    expect(more).toEqual([]);
    const seller = JSON.parse(invoice.seller_json);
    // 31 March 23:59 India time: still the financial year 2030-31.
    expect(invoice.number).toMatch(/^INV\/30-31\/\d{5}$/);
    for (const expected of [
      'Tax Invoice',
      `Invoice number: ${invoice.number}`,
      'Date: 31 March 2031',
      seller.legalName,
      `GSTIN: ${seller.gstin}`,
      'State: Karnataka (29)',
      order.customer_name,
      order.customer_email,
      'Phone: 9876543210',
      'Place of supply: Karnataka (29)',
      `Website design: ${cards[0]?.title}`,
      `Website design: ${cards[1]?.title}`,
      '998314',
      `Taxable value ${formatPaise(Number(invoice.taxable_paise))}`,
      `CGST @ 9% ${formatPaise(Number(invoice.cgst_paise))}`,
      `SGST @ 9% ${formatPaise(Number(invoice.sgst_paise))}`,
      `Invoice total ${formatPaise(Number(order.total_paise))}`,
      `Amount in words: ${amountInWords(Number(order.total_paise))}`,
      'Tax payable on reverse charge: No.',
      'Authorised signatory',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).toContain('₹');
    expect(text).not.toContain('DEMO PAYMENT');
    expect(Number(invoice.taxable_paise) + Number(invoice.cgst_paise) + Number(invoice.sgst_paise)).toBe(
      Number(order.total_paise),
    );

    const asAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderNumber}/invoice.pdf`,
      headers: admin,
    });
    expect(asAdmin.statusCode).toBe(200);
    expect((await pdfText(asAdmin.rawPayload))[0]).toContain(invoice.number);
  });

  it('answers the identical bytes on every download, to the buyer and to the admin, as first made', async () => {
    const { orderNumber } = await paidForReal();
    const first = (await download(orderNumber)).rawPayload;
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderNumber}/invoice.pdf`,
      headers: admin,
    });
    const again = (await download(orderNumber)).rawPayload;
    expect(first.subarray(0, 5).toString()).toBe('%PDF-');
    expect(asAdmin.rawPayload.equals(first)).toBe(true);
    expect(again.equals(first)).toBe(true);
    const stored = await t.store.db.selectFrom('invoices_documents').select('pdf').execute();
    expect(stored.some((row) => Buffer.from(row.pdf).equals(first))).toBe(true);
  });

  it('marks an invoice of a demo payment as such', async () => {
    const placed = await twoDesigns();
    await payOnDemo(t, placed);
    const { orderNumber } = placed;
    const [text] = await pdfText((await download(orderNumber)).rawPayload);
    expect(text).toContain('DEMO PAYMENT: no money was taken. Not a tax invoice for filing.');
  });

  it('answers 404 for an unpaid order and for another customer’s, 401 without a token, 403 to a customer on the admin route', async () => {
    const unpaid = await twoDesigns();
    expect((await download(unpaid.orderNumber)).statusCode).toBe(404);
    const { orderNumber } = await paidForReal();
    const stranger = await customerToken(t.app);
    const other = await download(orderNumber, bearer(stranger.token));
    expect(other.statusCode).toBe(404);
    expect(other.json().error).toBe('No invoice for this order');
    expect((await download('ORD-NO-SUCH')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${orderNumber}/invoice.pdf` })).statusCode).toBe(401);
    const adminRoute = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderNumber}/invoice.pdf`,
      headers: bearer(buyer.token),
    });
    expect(adminRoute.statusCode).toBe(403);
  });

  it('continues a long cart on further pages and ends with the totals', async () => {
    const lines = Array.from({ length: 40 }, (_, index) => ({
      title: `Design ${index + 1}`,
      quantity: 1,
      unitPricePaise: 100_000,
    }));
    const pdf = await renderInvoicePdf({
      number: 'INV/26-27/00001',
      issuedAt: '2026-11-23T06:00:00.000Z',
      demo: false,
      seller: {
        legalName: 'Seller Ltd',
        tradeName: 'Seller',
        gstin: '29AAGCS1234F1Z5',
        address: 'Bengaluru',
        stateCode: '29',
      },
      buyer: { name: 'Buyer', email: 'buyer@example.com', phone: '9876543210' },
      placeOfSupply: '29',
      supplyType: 'INTRA',
      lines,
      taxablePaise: 4_000_000,
      cgstPaise: 360_000,
      sgstPaise: 360_000,
      igstPaise: 0,
      totalPaise: 4_720_000,
    });
    const pages = await pdfText(pdf);
    expect(pages.length).toBeGreaterThan(1);
    const all = pages.join(' ');
    for (const line of lines) expect(all).toContain(`Website design: ${line.title} `);
    expect(pages.at(-1)).toContain(`Invoice total ${formatPaise(4_720_000)}`);
    expect(pages[1]).toContain('Invoice INV/26-27/00001 (continued)');
  });
});

describe('SAC and recipient address on the invoice and the credit note', () => {
  const ADDRESS = 'Flat 4, Lake View Apartments\n12 MG Road, Bengaluru 560001';

  /** Places (with these billing details) and pays on the demo provider an order of the first card. */
  async function paidOnDemo(billing: Record<string, unknown>) {
    const placed = await placeOrderBody(
      t,
      buyer.token,
      orderBody([{ card: cards[0] as Card, quantity: 1 }], { billing }),
    );
    await payOnDemo(t, placed);
    return placed;
  }

  const creditNote = (orderNumber: string, headers = admin, scope = 'admin/') =>
    t.app.inject({ method: 'GET', url: `/api/${scope}orders/${orderNumber}/credit-note.pdf`, headers });

  it('prints the address under the name and the SAC per line on both; the credit note is made once, the same bytes on every download', async () => {
    const { orderNumber, order } = await paidOnDemo({ name: 'Asha Rao', stateCode: '29', address: ADDRESS });
    const [invoiceText = ''] = await pdfText((await download(orderNumber)).rawPayload);
    expect(invoiceText).toContain(
      `Asha Rao Flat 4, Lake View Apartments 12 MG Road, Bengaluru 560001 ${order.customer_email}`,
    );
    expect(invoiceText).toContain(`Website design: ${cards[0]?.title} 998314 1 `);

    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderNumber}/refund`,
      headers: admin,
      payload: { reason: 'Customer asked within 2 days' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const note = await t.store.db
      .selectFrom('invoices_credit_notes')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(
      await t.store.db
        .selectFrom('invoices_credit_note_documents')
        .selectAll()
        .where('credit_note_id', '=', note.id)
        .execute(),
    ).toEqual([]);
    const first = await creditNote(orderNumber);
    expect(first.statusCode, first.body).toBe(200);
    const again = await creditNote(orderNumber);
    const asCustomer = await creditNote(orderNumber, bearer(buyer.token), '');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(asCustomer.rawPayload.equals(first.rawPayload)).toBe(true);
    const stored = await t.store.db
      .selectFrom('invoices_credit_note_documents')
      .select('pdf')
      .where('credit_note_id', '=', note.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(Buffer.from(stored[0]?.pdf ?? []).equals(first.rawPayload)).toBe(true);

    const [noteText = ''] = await pdfText(first.rawPayload);
    expect(noteText).toContain(`Credit note number: ${note.number}`);
    expect(noteText).toContain(
      `Asha Rao Flat 4, Lake View Apartments 12 MG Road, Bengaluru 560001 ${order.customer_email}`,
    );
    expect(noteText).toContain(`Refund: ${cards[0]?.title} 998314 1 `);
  });

  it('keeps the SAC an order was placed with: a change in settings prints on orders placed after it only', async () => {
    const current = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin })).json();
    expect(current).toMatchObject({ sacDesign: '998314', sacPlan: '998361' });
    const before = await twoDesigns();
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: admin, payload });
    const changed = await put({ ...current, sacDesign: '998315' });
    expect(changed.statusCode, changed.body).toBe(200);
    try {
      const after = await twoDesigns();
      await payThroughProvider(t, before, '2031-04-02T06:00:00.000Z');
      await payThroughProvider(t, after, '2031-04-02T06:00:00.000Z');
      const sacs = async (orderId: string) =>
        (
          await t.store.db.selectFrom('checkout_order_items').select('sac').where('order_id', '=', orderId).execute()
        ).map((row) => row.sac);
      expect(await sacs(before.order.id)).toEqual(['998314', '998314']);
      expect(await sacs(after.order.id)).toEqual(['998315', '998315']);
      const [beforeText = ''] = await pdfText((await download(before.orderNumber)).rawPayload);
      const [afterText = ''] = await pdfText((await download(after.orderNumber)).rawPayload);
      expect(beforeText).toContain(`Website design: ${cards[0]?.title} 998314 2 `);
      expect(beforeText).not.toContain('998315');
      expect(afterText).toContain(`Website design: ${cards[0]?.title} 998315 2 `);
      expect(afterText).toContain(`Website design: ${cards[1]?.title} 998315 1 `);
      expect(afterText).not.toContain('998314');
    } finally {
      expect((await put(current)).statusCode).toBe(200);
    }
  });
});
