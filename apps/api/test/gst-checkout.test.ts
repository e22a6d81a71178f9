import {
  BILLING_ADDRESS_GSTIN_MESSAGE,
  BILLING_ADDRESS_HIGH_VALUE_MESSAGE,
  BILLING_ADDRESS_LENGTH_MESSAGE,
  BUYER_GSTIN_OTHER_STATE_MESSAGE,
  formatPaise,
  GSTIN_INVALID_MESSAGE,
  type GstReport,
  gstinCheckCharacter,
} from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer, customerToken } from './accounts-helpers';
import { type Card, newOrder, orderBody, someCards } from './checkout-helpers';
import { payThroughProvider, placeOrderBody } from './invoice-helpers';
import { pdfText } from './pdf-text';
import { cartBody, listPlans } from './plans-helpers';
import { createTestApp, type TestApp } from './test-app';

// Acceptance 1 of the GST invoices: the buyer's state and GSTIN given at checkout decide the
// place of supply and the tax split, and the PDF says so; the demo seller is in Karnataka (29).

let t: TestApp;
let card: Card;
let buyer: Awaited<ReturnType<typeof customerToken>>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [card] = (await someCards(t.app, 1)) as [Card];
  buyer = await customerToken(t.app);
  admin = bearer((await adminToken(t)).token);
});
afterAll(() => t.close());

const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV';
const KARNATAKA_GSTIN = '29AAGCB7383J1Z4';
const MUMBAI_ADDRESS = 'Office 5, Linking Road\nBandra West, Mumbai 400050';

const lines = () => [{ card, quantity: 2 }];

/** Places and pays (as a real provider would, at `paidAt`) an order with these billing details. */
async function buyWith(billing: Record<string, unknown>, paidAt = '2031-05-10T06:00:00.000Z') {
  const { orderNumber, order } = await placeOrderBody(t, buyer.token, orderBody(lines(), { billing }));
  await payThroughProvider(t, { orderNumber, order }, paidAt);
  const invoice = await t.store.db
    .selectFrom('invoices_invoices')
    .selectAll()
    .where('order_id', '=', order.id)
    .executeTakeFirstOrThrow();
  const pdf = await t.app.inject({
    method: 'GET',
    url: `/api/orders/${orderNumber}/invoice.pdf`,
    headers: bearer(buyer.token),
  });
  expect(pdf.statusCode, pdf.body).toBe(200);
  const [text = ''] = await pdfText(pdf.rawPayload);
  return { order, invoice, text };
}

/** Every rule-46 field the order decides, as the PDF's text must show it. */
function expectRule46(text: string, { order, invoice }: Awaited<ReturnType<typeof buyWith>>) {
  const seller = JSON.parse(invoice.seller_json);
  for (const expected of [
    'Tax Invoice',
    `Invoice number: ${invoice.number}`,
    seller.legalName,
    `GSTIN: ${seller.gstin}`,
    order.billing_name ?? '',
    order.customer_email,
    `Phone: ${order.phone}`,
    `Website design: ${card.title}`,
    '998314',
    `Taxable value ${formatPaise(Number(order.subtotal_paise))}`,
    `Invoice total ${formatPaise(Number(order.total_paise))}`,
    'Tax payable on reverse charge: No.',
    'Authorised signatory',
  ]) {
    expect(text, expected).toContain(expected);
  }
}

describe('GST at checkout: place of supply and the tax split on the invoice', () => {
  it('a Maharashtra GSTIN buying from a Karnataka seller gets IGST 18%, the GSTIN and business name printed', async () => {
    const bought = await buyWith({
      name: 'Asha Rao',
      stateCode: '27',
      gstin: MAHARASHTRA_GSTIN,
      businessName: 'Rao Traders LLP',
      address: MUMBAI_ADDRESS,
    });
    const { order, invoice, text } = bought;
    expect(order).toMatchObject({
      billing_name: 'Asha Rao',
      billing_state_code: '27',
      buyer_gstin: MAHARASHTRA_GSTIN,
      buyer_business_name: 'Rao Traders LLP',
      billing_address: MUMBAI_ADDRESS,
    });
    expect(invoice).toMatchObject({ place_of_supply: '27', supply_type: 'INTER', buyer_gstin: MAHARASHTRA_GSTIN });
    expect(Number(invoice.igst_paise)).toBe(Number(order.gst_paise));
    expect(Number(invoice.cgst_paise) + Number(invoice.sgst_paise)).toBe(0);
    expectRule46(text, bought);
    // Rule 46: the recipient's address, line by line under the name.
    expect(text).toContain('Rao Traders LLP Asha Rao Office 5, Linking Road Bandra West, Mumbai 400050 ');
    expect(text).toContain(`GSTIN: ${MAHARASHTRA_GSTIN}`);
    expect(text).toContain('Place of supply: Maharashtra (27)');
    expect(text).toContain(`IGST @ 18% ${formatPaise(Number(order.gst_paise))}`);
    expect(text).not.toContain('CGST');
  });

  it('a Karnataka GSTIN gets CGST 9% + SGST 9%, adding up to the total paid to the paisa', async () => {
    const bought = await buyWith({
      name: 'Kiran Shetty',
      stateCode: '29',
      gstin: KARNATAKA_GSTIN,
      businessName: 'Shetty Digital Pvt Ltd',
      address: '3rd Floor, 80 Feet Road\nKoramangala, Bengaluru 560034',
    });
    const { order, invoice, text } = bought;
    expect(invoice).toMatchObject({ place_of_supply: '29', supply_type: 'INTRA', buyer_gstin: KARNATAKA_GSTIN });
    expect(Number(invoice.igst_paise)).toBe(0);
    expect(Number(invoice.taxable_paise) + Number(invoice.cgst_paise) + Number(invoice.sgst_paise)).toBe(
      Number(order.total_paise),
    );
    expectRule46(text, bought);
    expect(text).toContain('Shetty Digital Pvt Ltd');
    expect(text).toContain(`GSTIN: ${KARNATAKA_GSTIN}`);
    expect(text).toContain('Place of supply: Karnataka (29)');
    expect(text).toContain(`CGST @ 9% ${formatPaise(Number(invoice.cgst_paise))}`);
    expect(text).toContain(`SGST @ 9% ${formatPaise(Number(invoice.sgst_paise))}`);
    expect(text).not.toContain('IGST');
  });

  it('a buyer from Kerala without a GSTIN gets IGST and no recipient GSTIN', async () => {
    const bought = await buyWith({ name: 'Meera Nair', stateCode: '32' });
    const { order, invoice, text } = bought;
    expect(order).toMatchObject({ billing_state_code: '32', buyer_gstin: null, buyer_business_name: null });
    expect(invoice).toMatchObject({ place_of_supply: '32', supply_type: 'INTER', buyer_gstin: null });
    expectRule46(text, bought);
    expect(text).toContain('Meera Nair');
    expect(text).toContain('State: Kerala (32)');
    expect(text).toContain('GSTIN: not registered');
    expect(text).toContain('Place of supply: Kerala (32)');
    expect(text).toContain(`IGST @ 18% ${formatPaise(Number(order.gst_paise))}`);
  });

  it('the total paid is the same whichever state the buyer is in: only the split changes', async () => {
    const intra = await buyWith({ name: 'A', stateCode: '29' });
    const inter = await buyWith({ name: 'B', stateCode: '07' });
    expect(intra.order.total_paise).toBe(inter.order.total_paise);
    expect(Number(intra.invoice.cgst_paise) + Number(intra.invoice.sgst_paise)).toBe(Number(inter.invoice.igst_paise));
  });

  it('the GST report has a 4A row per GSTIN invoice and totals the others in table 7 by place of supply', async () => {
    const month = '2031-08';
    const paidAt = '2031-08-14T06:00:00.000Z';
    const b2b = await buyWith(
      {
        name: 'Asha Rao',
        stateCode: '27',
        gstin: MAHARASHTRA_GSTIN,
        businessName: 'Rao Traders LLP',
        address: MUMBAI_ADDRESS,
      },
      paidAt,
    );
    const kerala1 = await buyWith({ name: 'Meera Nair', stateCode: '32' }, paidAt);
    const kerala2 = await buyWith({ name: 'Anil Nair', stateCode: '32' }, paidAt);
    const response = await t.app.inject({ method: 'GET', url: `/api/admin/gst?month=${month}`, headers: admin });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json() as GstReport;
    expect(report.b2b).toEqual([
      {
        gstin: MAHARASHTRA_GSTIN,
        number: b2b.invoice.number,
        issuedAt: paidAt,
        totalPaise: Number(b2b.order.total_paise),
        placeOfSupply: '27',
        ratePercent: 18,
        taxablePaise: Number(b2b.order.subtotal_paise),
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: Number(b2b.order.gst_paise),
      },
    ]);
    const kerala = [kerala1, kerala2];
    expect(report.b2c).toEqual([
      {
        placeOfSupply: '32',
        placeOfSupplyName: 'Kerala',
        ratePercent: 18,
        invoices: 2,
        taxablePaise: kerala.reduce((sum, bought) => sum + Number(bought.order.subtotal_paise), 0),
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: kerala.reduce((sum, bought) => sum + Number(bought.order.gst_paise), 0),
      },
    ]);
    expect(report.totals.invoices).toBe(3);
    expect(report.totals.totalPaise).toBe(
      [b2b, ...kerala].reduce((sum, bought) => sum + Number(bought.order.total_paise), 0),
    );
    const csv = await t.app.inject({ method: 'GET', url: `/api/admin/gst.csv?month=${month}`, headers: admin });
    expect(csv.body).toContain(`${MAHARASHTRA_GSTIN},${b2b.invoice.number},2031-08-14`);
  });
});

describe('hostile billing details at checkout', () => {
  const registered = {
    name: 'Asha Rao',
    stateCode: '27',
    gstin: MAHARASHTRA_GSTIN,
    businessName: 'Rao Traders',
    address: MUMBAI_ADDRESS,
  };

  it.each([
    ['a wrong check character', '27AAPFU0939F1ZW'],
    ['lower case', '27aapfu0939f1zv'],
    ['spaces', '27AAPFU 0939F1ZV'],
    ['14 characters', '27AAPFU0939F1Z'],
    ['16 characters', '27AAPFU0939F1ZVV'],
    ['a Cyrillic А look-alike', '27\u0410APFU0939F1ZV'],
    ['a full-width digit', '27AAPFU\uFF10939F1ZV'],
    ['a number', 270939],
  ])('refuses a GSTIN with %s: 400 with the message, no order stored', async (_, gstin) => {
    const before = await countOrders();
    const response = await newOrder(t.app, buyer.token, orderBody(lines(), { billing: { ...registered, gstin } }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: GSTIN_INVALID_MESSAGE,
      fields: { 'billing.gstin': GSTIN_INVALID_MESSAGE },
    });
    expect(await countOrders()).toBe(before);
  });

  it('refuses a valid GSTIN of another state than the billing state: 400, no order stored', async () => {
    const before = await countOrders();
    const response = await newOrder(
      t.app,
      buyer.token,
      orderBody(lines(), { billing: { ...registered, stateCode: '29' } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: BUYER_GSTIN_OTHER_STATE_MESSAGE });
    expect(await countOrders()).toBe(before);
  });

  it('refuses an unknown state code and a missing name', async () => {
    const state = await newOrder(t.app, buyer.token, orderBody(lines(), { billing: { name: 'A', stateCode: '99' } }));
    expect(state.statusCode).toBe(400);
    expect(state.json().error).toBe('Choose the billing state.');
    const name = await newOrder(t.app, buyer.token, orderBody(lines(), { billing: { name: ' ', stateCode: '32' } }));
    expect(name.statusCode).toBe(400);
    expect(name.json().error).toBe('Enter the name for the invoice.');
  });
});

describe("the recipient's address (CGST Rules, rule 46 items 4 and 5)", () => {
  /** PRO PLAN for 3 months: ₹59,997 before GST, over the ₹50,000 from which the invoice names the address. */
  async function proPlanBody(billing?: Record<string, unknown>) {
    const pro = (await listPlans(t.app)).find((plan) => plan.title === 'PRO PLAN');
    if (!pro) throw new Error('no PRO PLAN');
    return cartBody({ designs: [], plans: [{ plan: pro, months: 3 }] }, { billing });
  }

  it('is required with a GSTIN: 400 naming the field, no order stored', async () => {
    const before = await countOrders();
    const registered = { name: 'Asha Rao', stateCode: '27', gstin: MAHARASHTRA_GSTIN, businessName: 'Rao Traders' };
    for (const address of [undefined, '', '   ']) {
      const response = await newOrder(t.app, buyer.token, orderBody(lines(), { billing: { ...registered, address } }));
      expect(response.statusCode, String(address)).toBe(400);
      expect(response.json()).toMatchObject({
        error: BILLING_ADDRESS_GSTIN_MESSAGE,
        fields: { 'billing.address': BILLING_ADDRESS_GSTIN_MESSAGE },
      });
    }
    expect(await countOrders()).toBe(before);
  });

  it('is required from a taxable value of ₹50,000 as the server prices the order: 400 with the field, nothing stored', async () => {
    const before = await countOrders();
    for (const billing of [
      undefined,
      { name: 'Meera Nair', stateCode: '32' },
      { name: 'M', stateCode: '32', address: ' ' },
    ]) {
      const response = await newOrder(t.app, buyer.token, await proPlanBody(billing));
      expect(response.statusCode, JSON.stringify(billing)).toBe(400);
      expect(response.json()).toEqual({
        error: BILLING_ADDRESS_HIGH_VALUE_MESSAGE,
        fields: { 'billing.address': BILLING_ADDRESS_HIGH_VALUE_MESSAGE },
      });
    }
    expect(await countOrders()).toBe(before);
  });

  it('refuses an address over 300 characters', async () => {
    const response = await newOrder(
      t.app,
      buyer.token,
      orderBody(lines(), { billing: { name: 'Meera Nair', stateCode: '32', address: 'x'.repeat(301) } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ 'billing.address': BILLING_ADDRESS_LENGTH_MESSAGE });
  });

  it('keeps the address given, trimmed, on the order, and prints it under the name on the invoice', async () => {
    const body = await proPlanBody({
      name: 'Meera Nair',
      stateCode: '32',
      address: '  TC 12/345, MG Road\nThiruvananthapuram 695001  ',
    });
    const { orderNumber, order } = await placeOrderBody(t, buyer.token, body);
    expect(order.billing_address).toBe('TC 12/345, MG Road\nThiruvananthapuram 695001');
    await payThroughProvider(t, { orderNumber, order }, '2031-06-02T06:00:00.000Z');
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${orderNumber}/invoice.pdf`,
      headers: bearer(buyer.token),
    });
    const [text = ''] = await pdfText(pdf.rawPayload);
    expect(text).toContain('Meera Nair TC 12/345, MG Road Thiruvananthapuram 695001 ');
    expect(text).toContain('Marketing plan: PRO PLAN — 3 months 998361 1 ₹59,997.00');
  });

  it('is not needed below ₹50,000 without a GSTIN: the invoice then names no address', async () => {
    const { order, text } = await buyWith({ name: 'Anil Nair', stateCode: '32' });
    expect(order.billing_address).toBeNull();
    expect(text).toContain(`Anil Nair ${order.customer_email}`);
  });
});

describe('a seller in a union territory', () => {
  it('charges CGST + UTGST to a buyer in the same territory', async () => {
    const current = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin });
    const first14 = '04AAGCB7383J1Z';
    const sellerGstin = first14 + gstinCheckCharacter(first14);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin,
      payload: { ...(current.json() as Record<string, unknown>), gstin: sellerGstin, stateCode: '04' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { invoice, text } = await buyWith({ name: 'Harpreet Kaur', stateCode: '04' });
    expect(invoice).toMatchObject({ place_of_supply: '04', supply_type: 'INTRA' });
    expect(text).toContain('Place of supply: Chandigarh (04)');
    expect(text).toContain(`CGST @ 9% ${formatPaise(Number(invoice.cgst_paise))}`);
    expect(text).toContain(`UTGST @ 9% ${formatPaise(Number(invoice.sgst_paise))}`);
    expect(text).not.toContain('SGST @');
  });
});

async function countOrders() {
  const row = await t.store.db
    .selectFrom('checkout_orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
