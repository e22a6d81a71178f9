import type { GstReport } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer, customerToken } from './accounts-helpers';
import { type Card, newOrder, someCards } from './checkout-helpers';
import { payOnDemo, payThroughProvider, placeOrder } from './invoice-helpers';
import { cartBody, listPlans } from './plans-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let cards: Card[];
let customer: string;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  cards = await someCards(t.app, 3);
  customer = (await customerToken(t.app)).token;
  admin = bearer((await adminToken(t)).token);
});
afterAll(() => t.close());

const order = (quantity: number, card = cards[0] as Card) => placeOrder(t, customer, [{ card, quantity }]);
const payOnDemoOrder = async (quantity: number) => payOnDemo(t, await order(quantity));
const payForReal = async (quantity: number, paidAt: string, card?: Card) =>
  payThroughProvider(t, await order(quantity, card), paidAt);

const report = async (month: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/admin/gst?month=${month}`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as GstReport;
};

describe('GST report', () => {
  it('totals the month’s invoices to the paisa, leaves demo-provider orders out, and counts them apart', async () => {
    await payOnDemoOrder(2);
    await payOnDemoOrder(1);
    const real = [
      await payForReal(1, '2031-05-01T00:00:00.000Z'),
      await payForReal(3, '2031-05-15T10:00:00.000Z', cards[1]),
      await payForReal(2, '2031-05-31T18:29:59.999Z', cards[2]),
    ];
    const demoMonth = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 7);
    const demo = await report(demoMonth);
    expect(demo.totals.invoices).toBe(0);
    expect(demo.b2c).toEqual([]);
    expect(demo.excludedDemo.invoices).toBeGreaterThanOrEqual(2);

    const may = await report('2031-05');
    const invoices = await t.store.db
      .selectFrom('invoices_invoices')
      .selectAll()
      .where(
        'order_id',
        'in',
        real.map((order) => order.id),
      )
      .orderBy('serial')
      .execute();
    const sum = (key: 'taxable_paise' | 'cgst_paise' | 'sgst_paise' | 'igst_paise' | 'total_paise') =>
      invoices.reduce((total, invoice) => total + Number(invoice[key]), 0);
    expect(may.totals).toEqual({
      invoices: 3,
      taxablePaise: sum('taxable_paise'),
      cgstPaise: sum('cgst_paise'),
      sgstPaise: sum('sgst_paise'),
      igstPaise: 0,
      totalPaise: sum('total_paise'),
    });
    expect(may.totals.totalPaise).toBe(real.reduce((total, order) => total + Number(order.total_paise), 0));
    expect(may.b2c).toEqual([
      {
        placeOfSupply: '29',
        placeOfSupplyName: 'Karnataka',
        ratePercent: 18,
        invoices: 3,
        taxablePaise: sum('taxable_paise'),
        cgstPaise: sum('cgst_paise'),
        sgstPaise: sum('sgst_paise'),
        igstPaise: 0,
      },
    ]);
    expect(may.documents).toEqual({ first: invoices[0]?.number, last: invoices[2]?.number, count: 3 });
    expect(may.excludedDemo).toEqual({ invoices: 0, totalPaise: 0 });
  });

  it('takes a month in India time: 18:30 UTC on its last day is already the next month', async () => {
    const june = await payForReal(1, '2031-06-30T18:30:00.000Z');
    const [inJune, inJuly] = [await report('2031-06'), await report('2031-07')];
    expect(inJune.totals.invoices).toBe(0);
    expect(inJuly.totals).toMatchObject({ invoices: 1, totalPaise: Number(june.total_paise) });
  });

  it('downloads the same figures as a CSV in the shape of GSTR-1 tables', async () => {
    const order = await payForReal(1, '2031-08-10T06:00:00.000Z');
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/gst.csv?month=2031-08', headers: admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="gst-report-2031-08.csv"');
    const invoice = await t.store.db
      .selectFrom('invoices_invoices')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    const rupees = (paise: unknown) => (Number(paise) / 100).toFixed(2);
    const lines = response.body.split('\r\n');
    expect(lines).toContain(
      `29-Karnataka,18,1,${rupees(invoice.taxable_paise)},0.00,${rupees(invoice.cgst_paise)},${rupees(invoice.sgst_paise)}`,
    );
    expect(lines).toContain(`Invoices for outward supply,${invoice.number},${invoice.number},1`);
    for (const table of ['Table 4A: B2B invoices', 'Table 7: B2C others', 'Table 9B: credit notes']) {
      expect(lines).toContain(table);
    }
  });

  it('summarises the month by SAC (table 12): each line under its own SAC, the tax shares adding up to the totals', async () => {
    const basic = (await listPlans(t.app)).find((plan) => plan.title === 'BASIC PLAN');
    if (!basic) throw new Error('no BASIC PLAN');
    const placed = await newOrder(
      t.app,
      customer,
      cartBody({ designs: [{ card: cards[0] as Card, quantity: 2 }], plans: [{ plan: basic, months: 1 }] }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const row = await t.store.db
      .selectFrom('checkout_orders')
      .selectAll()
      .where('order_number', '=', (placed.json() as { order_id: string }).order_id)
      .executeTakeFirstOrThrow();
    await payThroughProvider(t, { orderNumber: row.order_number, order: row }, '2031-09-10T06:00:00.000Z');
    await payForReal(1, '2031-09-11T06:00:00.000Z', cards[1]);

    const september = await report('2031-09');
    const designPaise = Math.round((cards[0] as Card).price * 100) * 2 + Math.round((cards[1] as Card).price * 100);
    expect(
      september.hsn.map(({ sac, description, quantity, taxablePaise }) => ({
        sac,
        description,
        quantity,
        taxablePaise,
      })),
    ).toEqual([
      { sac: '998314', description: 'IT design and development services', quantity: 3, taxablePaise: designPaise },
      {
        sac: '998361',
        description: 'Advertising services',
        quantity: 1,
        taxablePaise: Math.round(basic.pricePerMonth * 100),
      },
    ]);
    for (const key of ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise', 'totalPaise'] as const) {
      expect(
        september.hsn.reduce((sum, sac) => sum + sac[key], 0),
        key,
      ).toBe(september.totals[key]);
    }
    for (const sac of september.hsn) {
      expect(sac.totalPaise).toBe(sac.taxablePaise + sac.cgstPaise + sac.sgstPaise + sac.igstPaise);
    }

    const csv = await t.app.inject({ method: 'GET', url: '/api/admin/gst.csv?month=2031-09', headers: admin });
    const lines = csv.body.split('\r\n');
    expect(lines).toContain('Table 12: HSN/SAC summary');
    const rupees = (paise: number) => (paise / 100).toFixed(2);
    const [design] = september.hsn;
    expect(lines).toContain(
      `998314,IT design and development services,NA,3,${rupees(design?.totalPaise ?? 0)},18,${rupees(designPaise)},0.00,${rupees(design?.cgstPaise ?? 0)},${rupees(design?.sgstPaise ?? 0)}`,
    );
  });

  it('refuses a malformed month with 400, customers with 403 and strangers with 401', async () => {
    for (const month of ['nov', '2031-13', '2031-1', '2031-05-01', '']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/admin/gst?month=${month}`, headers: admin });
      expect(response.statusCode, month).toBe(400);
      expect(response.json().error).toBe('Month must be a month such as 2026-11.');
    }
    const asCustomer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/gst?month=2031-05',
      headers: bearer(customer),
    });
    expect(asCustomer.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/gst.csv?month=2031-05' })).statusCode).toBe(401);
  });
});
