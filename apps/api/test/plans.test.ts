import { dayAfter, indiaDate, planPeriodEnd } from '@store/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer, customerToken } from './accounts-helpers';
import { type Card, newOrder, someCards } from './checkout-helpers';
import { payOnDemo } from './invoice-helpers';
import { pdfText } from './pdf-text';
import { cartBody, expectedCartTotal, listPlans, myPlans, type Plan, payAt, placeCart } from './plans-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let cards: Card[];
let plans: Plan[];
let buyer: Awaited<ReturnType<typeof customerToken>>;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  cards = await someCards(t.app, 4);
  plans = await listPlans(t.app);
  buyer = await customerToken(t.app);
  admin = (await adminToken(t)).token;
});
afterAll(async () => {
  await t.close();
});

const plan = (id: string) => plans.find((candidate) => candidate.id === id) as Plan;
const card = () => cards[0] as Card;
const editPlan = (id: string, body: unknown, token = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/plans/${id}`, headers: bearer(token), payload: body as object });

describe('GET /api/plans', () => {
  it("lists the spec's four plans with monthly prices and ad credit in whole rupees", () => {
    expect(plans.map((p) => [p.title, p.pricePerMonth, p.adCredit])).toEqual([
      ['BASIC PLAN', 9999, 1500],
      ['BASIC PLUS PLAN', 11999, 2500],
      ['STANDARD PLAN', 14999, 2500],
      ['PRO PLAN', 19999, 3500],
    ]);
    expect(plan('pro').features).toContain('Free ad credit up to ₹3,500/month');
  });
});

describe('plan lines in POST /api/new-order', () => {
  it.each([0, 13, 2.5, '3', -1, 2, null])('refuses months %j with 400', async (months) => {
    const body = cartBody({ designs: [], plans: [{ plan: plan('pro'), months: 3 }] });
    const response = await newOrder(t.app, buyer.token, { ...body, plans: [{ id: 'pro', months }] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('months must be one of 1, 3, 6, 12');
  });

  it('refuses a tampered plan price with 409 and the right total', async () => {
    const cart = { designs: [], plans: [{ plan: { ...plan('pro'), pricePerMonth: 1 }, months: 3 }] };
    const response = await newOrder(t.app, buyer.token, cartBody(cart));
    expect(response.statusCode).toBe(409);
    expect(response.json().total).toBe(expectedCartTotal({ designs: [], plans: [{ plan: plan('pro'), months: 3 }] }));
  });

  it('refuses an unknown plan and two lines of one plan with 400', async () => {
    const unknown = cartBody({ designs: [], plans: [{ plan: { ...plan('pro'), id: 'gold' }, months: 1 }] });
    expect((await newOrder(t.app, buyer.token, unknown)).json()).toEqual({ error: 'Plan gold is not on sale' });
    const twice = cartBody({
      designs: [],
      plans: [
        { plan: plan('pro'), months: 1 },
        { plan: plan('pro'), months: 3 },
      ],
    });
    const response = await newOrder(t.app, buyer.token, twice);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('A cart holds one line per plan');
  });

  it('stores a plan line as "PRO PLAN — 3 months" at the monthly price × months', async () => {
    const { order } = await placeCart(t, buyer.token, {
      designs: [{ card: card(), quantity: 2 }],
      plans: [{ plan: plan('pro'), months: 3 }],
    });
    const items = await t.store.db
      .selectFrom('checkout_order_items')
      .select(['position', 'design_id', 'title', 'unit_price_paise', 'quantity', 'plan_months'])
      .where('order_id', '=', order.id)
      .orderBy('position')
      .execute();
    expect(items.map((item) => ({ ...item, unit_price_paise: Number(item.unit_price_paise) }))).toEqual([
      {
        position: 0,
        design_id: card()._id,
        title: card().title,
        unit_price_paise: Math.round(card().price * 100),
        quantity: 2,
        plan_months: null,
      },
      {
        position: 1,
        design_id: 'pro',
        title: 'PRO PLAN — 3 months',
        unit_price_paise: 5_999_700,
        quantity: 1,
        plan_months: 3,
      },
    ]);
  });

  it('a repeated Idempotency-Key with other months is a different order (422)', async () => {
    const key = `plan-key-${Date.now()}`;
    const three = cartBody({ designs: [], plans: [{ plan: plan('basic'), months: 3 }] });
    expect((await newOrder(t.app, buyer.token, three, key)).statusCode).toBe(201);
    const six = cartBody({ designs: [], plans: [{ plan: plan('basic'), months: 6 }] });
    expect((await newOrder(t.app, buyer.token, six, key)).statusCode).toBe(422);
    expect((await newOrder(t.app, buyer.token, three, key)).statusCode).toBe(201);
  });

  it('prices random carts of designs and plans together to the paisa (property)', async () => {
    const designLine = fc.record({
      index: fc.integer({ min: 0, max: cards.length - 1 }),
      quantity: fc.integer({ min: 1, max: 10 }),
    });
    const planLine = fc.record({
      index: fc.integer({ min: 0, max: plans.length - 1 }),
      months: fc.constantFrom(1, 3, 6, 12),
    });
    const carts = fc
      .record({
        designs: fc.uniqueArray(designLine, { maxLength: cards.length, selector: (line) => line.index }),
        plans: fc.uniqueArray(planLine, { maxLength: plans.length, selector: (line) => line.index }),
      })
      .filter((cart) => cart.designs.length + cart.plans.length > 0)
      .map((cart) => ({
        designs: cart.designs.map((line) => ({ card: cards[line.index] as Card, quantity: line.quantity })),
        plans: cart.plans.map((line) => ({ plan: plans[line.index] as Plan, months: line.months })),
      }));
    await fc.assert(
      fc.asyncProperty(carts, async (cart) => {
        const wrong = await newOrder(t.app, buyer.token, cartBody(cart, { cartTotal: expectedCartTotal(cart) + 0.01 }));
        expect(wrong.statusCode).toBe(409);
        expect(wrong.json().total).toBe(expectedCartTotal(cart));
        const { order } = await placeCart(t, buyer.token, cart);
        expect(Number(order.total_paise)).toBe(Math.round(expectedCartTotal(cart) * 100));
      }),
      { numRuns: 30, seed: 16 },
    );
  });
});

describe('admin plans', () => {
  it("changes a plan's price for new orders only: placed orders keep theirs", async () => {
    const cart = { designs: [], plans: [{ plan: plan('standard'), months: 6 }] };
    const { order } = await placeCart(t, buyer.token, cart);
    const edited = await editPlan('standard', { pricePerMonth: 15999, adCredit: 3000, features: ['Everything'] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'STANDARD PLAN', pricePerMonth: 15999, adCredit: 3000 });
    try {
      const kept = await t.store.db
        .selectFrom('checkout_order_items')
        .selectAll()
        .where('order_id', '=', order.id)
        .execute();
      expect(kept.map((item) => Number(item.unit_price_paise))).toEqual([1_499_900 * 6]);
      const again = await t.store.db
        .selectFrom('checkout_orders')
        .select('total_paise')
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      expect(Number(again.total_paise)).toBe(Number(order.total_paise));
      expect((await newOrder(t.app, buyer.token, cartBody(cart))).statusCode).toBe(409);
      const newCart = { designs: [], plans: [{ plan: { ...plan('standard'), pricePerMonth: 15999 }, months: 6 }] };
      expect((await newOrder(t.app, buyer.token, cartBody(newCart))).statusCode).toBe(201);
      expect((await listPlans(t.app)).find((p) => p.id === 'standard')?.features).toEqual(['Everything']);
    } finally {
      const standard = plan('standard');
      await editPlan('standard', {
        pricePerMonth: standard.pricePerMonth,
        adCredit: standard.adCredit,
        features: standard.features,
      });
    }
  });

  it('refuses bad edits with field messages, unknown plans with 404 and customers with 403', async () => {
    const bad = await editPlan('pro', { pricePerMonth: 0.5, adCredit: -1, features: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      pricePerMonth: 'Monthly price must be whole rupees.',
      adCredit: 'Ad credit must be at least ₹0.',
      features: 'List at least one feature.',
    });
    expect((await editPlan('gold', { pricePerMonth: 1, adCredit: 0, features: ['x'] })).statusCode).toBe(404);
    expect((await editPlan('pro', { pricePerMonth: 1, adCredit: 0, features: ['x'] }, buyer.token)).statusCode).toBe(
      403,
    );
    expect((await listPlans(t.app)).find((p) => p.id === 'pro')?.pricePerMonth).toBe(19999);
  });
});

describe('after payment', () => {
  it('starts on the payment day, renewals add their months after the end, a project per month and no design project', async () => {
    const customer = await customerToken(t.app);
    const first = await placeCart(t, customer.token, { designs: [], plans: [{ plan: plan('pro'), months: 3 }] });
    await payOnDemo(t, first);
    const today = indiaDate(new Date());
    const bought = await myPlans(t.app, customer.token);
    expect(bought.plans).toEqual([
      {
        planId: 'pro',
        title: 'PRO PLAN',
        monthsBought: 3,
        startsOn: today,
        endsOn: planPeriodEnd(today, 3),
        adCredit: 3500,
        monthsLeft: 3,
        status: 'active',
      },
    ]);
    const projects = await t.store.db
      .selectFrom('projects_projects')
      .select(['kind', 'plan_month'])
      .where('order_id', '=', first.order.id)
      .orderBy('plan_month')
      .execute();
    expect(projects).toEqual([1, 2, 3].map((month) => ({ kind: 'plan_month', plan_month: month })));

    const renewal = await placeCart(t, customer.token, { designs: [], plans: [{ plan: plan('pro'), months: 1 }] });
    await payOnDemo(t, renewal);
    const renewed = (await myPlans(t.app, customer.token)).plans[0];
    expect(renewed).toMatchObject({ startsOn: today, monthsBought: 4, monthsLeft: 4 });
    // The renewal is a period of its own from the day after the first one's end: on the 29th to 31st
    // that end may be a short month's last day, so it is not always `planPeriodEnd(today, 4)`.
    expect(renewed?.endsOn).toBe(planPeriodEnd(dayAfter(planPeriodEnd(today, 3)), 1));
  });

  it('invoices a plan line as advertising services (SAC 998361) beside a design (SAC 998314)', async () => {
    const customer = await customerToken(t.app);
    const placed = await placeCart(t, customer.token, {
      designs: [{ card: card(), quantity: 1 }],
      plans: [{ plan: plan('pro'), months: 3 }],
    });
    await payOnDemo(t, placed);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${placed.orderNumber}/invoice.pdf`,
      headers: bearer(customer.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    const [text = ''] = await pdfText(response.rawPayload);
    expect(text).toContain(`Website design: ${card().title} 998314`);
    expect(text).toMatch(/Marketing plan: PRO PLAN — 3 months 998361 1 ₹59,997\.00/);
  });

  it("takes a refunded order's months away and leaves a renewal bought after them", async () => {
    const customer = await customerToken(t.app);
    const first = await placeCart(t, customer.token, { designs: [], plans: [{ plan: plan('basic'), months: 3 }] });
    await payOnDemo(t, first);
    const second = await placeCart(t, customer.token, { designs: [], plans: [{ plan: plan('basic'), months: 1 }] });
    await payOnDemo(t, second);
    expect((await myPlans(t.app, customer.token)).plans[0]?.monthsBought).toBe(4);
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${second.orderNumber}/refund`,
      headers: bearer(admin),
      payload: { reason: 'Customer asked within 2 days' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const today = indiaDate(new Date());
    expect((await myPlans(t.app, customer.token)).plans).toMatchObject([
      { planId: 'basic', monthsBought: 3, startsOn: today, endsOn: planPeriodEnd(today, 3) },
    ]);
  });

  it('dates a payment at 00:00 India time on 31 January: one month ends on 28 February, the renewal runs March', async () => {
    const customer = await customerToken(t.app);
    const first = await placeCart(t, customer.token, { designs: [], plans: [{ plan: plan('basic'), months: 1 }] });
    await payAt(t, first.order, '2026-01-30T18:30:00.000Z');
    const renewal = await placeCart(t, customer.token, { designs: [], plans: [{ plan: plan('basic'), months: 1 }] });
    await payAt(t, renewal.order, '2026-02-20T10:00:00.000Z');
    const [basic] = (await myPlans(t.app, customer.token)).plans;
    expect(basic).toMatchObject({
      startsOn: '2026-01-31',
      endsOn: '2026-03-31',
      monthsBought: 2,
      status: 'lapsed',
      monthsLeft: 0,
    });
    // A payment after the end starts afresh on its own day.
    const late = await placeCart(t, customer.token, { designs: [], plans: [{ plan: plan('basic'), months: 12 }] });
    await payAt(t, late.order, '2026-04-10T20:00:00.000Z');
    expect((await myPlans(t.app, customer.token)).plans[0]).toMatchObject({
      startsOn: '2026-04-11',
      endsOn: '2027-04-10',
      monthsBought: 12,
      status: 'active',
    });
  });

  it('knows leap years and does not add a replayed payment twice', async () => {
    const customer = await customerToken(t.app);
    const leap = await placeCart(t, customer.token, { designs: [], plans: [{ plan: plan('basic-plus'), months: 1 }] });
    await payAt(t, leap.order, '2028-01-31T06:00:00.000Z');
    await payAt(t, leap.order, '2028-01-31T06:00:00.000Z');
    expect((await myPlans(t.app, customer.token)).plans).toMatchObject([
      { planId: 'basic-plus', startsOn: '2028-01-31', endsOn: '2028-02-29', monthsBought: 1, status: 'upcoming' },
    ]);
  });

  it('shows admins active customers per plan, renewals due within 7 days and lapsed plans', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/admin/plans', headers: bearer(admin) })).json();
    const due = await customerToken(t.app);
    const placed = await placeCart(t, due.token, { designs: [], plans: [{ plan: plan('basic'), months: 1 }] });
    await payAt(t, placed.order, new Date(Date.now() - 27 * 86_400_000).toISOString());
    const gone = await customerToken(t.app);
    const old = await placeCart(t, gone.token, { designs: [], plans: [{ plan: plan('standard'), months: 1 }] });
    await payAt(t, old.order, '2026-03-01T04:00:00.000Z');
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/plans', headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    const view = response.json() as typeof before;
    const active = (body: typeof before, id: string) =>
      body.plans.find((p: { id: string }) => p.id === id).activeCustomers as number;
    expect(active(view, 'basic')).toBe(active(before, 'basic') + 1);
    expect(active(view, 'pro')).toBeGreaterThanOrEqual(1);
    expect(view.renewalsDue).toContainEqual(
      expect.objectContaining({ customerEmail: due.email, planTitle: 'BASIC PLAN' }),
    );
    expect(view.lapsed).toContainEqual(
      expect.objectContaining({ customerEmail: gone.email, planTitle: 'STANDARD PLAN', endsOn: '2026-03-31' }),
    );
    expect(view.renewalsDue).not.toContainEqual(expect.objectContaining({ customerEmail: gone.email }));
    expect(view.renewalsDue.every((row: { endsOn: string }) => row.endsOn >= view.today)).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/plans', headers: bearer(buyer.token) })).statusCode,
    ).toBe(403);
  });
});
