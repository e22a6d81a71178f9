import type { ProjectDetail } from '@store/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProjectsJobOnce } from '../src/modules/projects';
import { adminToken, bearer, customerToken } from './accounts-helpers';
import { fixtures } from './cards-helpers';
import { type Card, demoWebhook, postWebhook, someCards } from './checkout-helpers';
import { payOnDemo } from './invoice-helpers';
import { listPlans, myPlans, type Plan, payAt, placeCart } from './plans-helpers';
import { customerAction, projectOf, saveDraft, upload } from './projects-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let plans: Plan[];
let cards: Card[];
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  plans = await listPlans(t.app);
  cards = await someCards(t.app, 1);
  admin = (await adminToken(t)).token;
});
afterAll(() => t.close());

const plan = (id: string) => plans.find((candidate) => candidate.id === id) as Plan;

interface Listed {
  id: string;
  reference: string;
  kind: string;
  designId: string;
  designTitle: string;
  state: string;
  planMonth: { number: number; of: number; startsOn: string; endsOn: string } | null;
}

async function projectsOf(token: string): Promise<Listed[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/projects', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { projects: Listed[] }).projects;
}

/** The customer's plan months, by number. */
const monthsOf = async (token: string) =>
  (await projectsOf(token))
    .filter((project) => project.kind === 'plan_month')
    .sort((a, b) => (a.planMonth?.number ?? 0) - (b.planMonth?.number ?? 0));

const putMonthly = (token: string, id: string, draft: object) =>
  t.app.inject({ method: 'PUT', url: `/api/projects/${id}/monthly-brief`, headers: bearer(token), payload: draft });

const addAsset = (token: string, id: string, data: Buffer) =>
  upload(t, token, `/api/projects/${id}/monthly-brief/assets`, [
    ['asset', { data, filename: 'offer.png', type: 'image/png' }],
  ]);

/** A new customer buys `months` of PRO PLAN and pays through the demo provider's webhook. */
async function buyPro(months: number) {
  const customer = await customerToken(t.app);
  const placed = await placeCart(t, customer.token, { designs: [], plans: [{ plan: plan('pro'), months }] });
  await payOnDemo(t, placed);
  return { customer, placed, months: await monthsOf(customer.token) };
}

describe('plan months as projects', () => {
  it('makes a project per month bought, titled and dated by the plan period', async () => {
    const customer = await customerToken(t.app);
    const placed = await placeCart(t, customer.token, { designs: [], plans: [{ plan: plan('pro'), months: 3 }] });
    await payAt(t, placed.order, '2026-11-23T06:00:00.000Z');
    const months = await monthsOf(customer.token);
    expect(
      months.map((month) => [month.reference, month.designTitle, month.designId, month.state, month.planMonth]),
    ).toEqual([
      [
        `${placed.orderNumber}-1`,
        'PRO PLAN — month 1 of 3 (Nov 2026)',
        'pro',
        'AWAITING_BRIEF',
        { number: 1, of: 3, startsOn: '2026-11-23', endsOn: '2026-12-22' },
      ],
      [
        `${placed.orderNumber}-2`,
        'PRO PLAN — month 2 of 3 (Dec 2026)',
        'pro',
        'AWAITING_BRIEF',
        { number: 2, of: 3, startsOn: '2026-12-23', endsOn: '2027-01-22' },
      ],
      [
        `${placed.orderNumber}-3`,
        'PRO PLAN — month 3 of 3 (Jan 2027)',
        'pro',
        'AWAITING_BRIEF',
        { number: 3, of: 3, startsOn: '2027-01-23', endsOn: '2027-02-22' },
      ],
    ]);

    // A renewal continues the run's numbering from the day after its end.
    const renewal = await placeCart(t, customer.token, { designs: [], plans: [{ plan: plan('pro'), months: 3 }] });
    await payAt(t, renewal.order, '2026-12-01T06:00:00.000Z');
    const after = await monthsOf(customer.token);
    expect(after.slice(0, 3).map((month) => month.designTitle)).toEqual(months.map((month) => month.designTitle));
    expect(after.slice(3).map((month) => [month.reference, month.designTitle, month.planMonth])).toEqual([
      [
        `${renewal.orderNumber}-1`,
        'PRO PLAN — month 4 of 6 (Feb 2027)',
        { number: 4, of: 6, startsOn: '2027-02-23', endsOn: '2027-03-22' },
      ],
      [
        `${renewal.orderNumber}-2`,
        'PRO PLAN — month 5 of 6 (Mar 2027)',
        { number: 5, of: 6, startsOn: '2027-03-23', endsOn: '2027-04-22' },
      ],
      [
        `${renewal.orderNumber}-3`,
        'PRO PLAN — month 6 of 6 (Apr 2027)',
        { number: 6, of: 6, startsOn: '2027-04-23', endsOn: '2027-05-22' },
      ],
    ]);

    // A purchase after the run has ended starts a new run at month 1.
    const later = await placeCart(t, customer.token, { designs: [], plans: [{ plan: plan('pro'), months: 1 }] });
    await payAt(t, later.order, '2027-06-10T06:00:00.000Z');
    const fresh = (await monthsOf(customer.token)).filter((month) => month.reference.startsWith(later.orderNumber));
    expect(fresh.map((month) => [month.designTitle, month.planMonth])).toEqual([
      ['PRO PLAN — month 1 of 1 (Jun 2027)', { number: 1, of: 1, startsOn: '2027-06-10', endsOn: '2027-07-09' }],
    ]);
  });

  it("numbers a plan's months after the designs of the same order", async () => {
    const customer = await customerToken(t.app);
    const placed = await placeCart(t, customer.token, {
      designs: [{ card: cards[0] as Card, quantity: 1 }],
      plans: [{ plan: plan('basic'), months: 1 }],
    });
    await payOnDemo(t, placed);
    const projects = await projectsOf(customer.token);
    expect(projects.map((project) => [project.reference, project.kind]).sort()).toEqual([
      [`${placed.orderNumber}-1`, 'design'],
      [`${placed.orderNumber}-2`, 'plan_month'],
    ]);
  });

  it('makes the months once however often the payment is reported', async () => {
    const customer = await customerToken(t.app);
    const placed = await placeCart(t, customer.token, { designs: [], plans: [{ plan: plan('pro'), months: 3 }] });
    const event = {
      orderNumber: placed.orderNumber,
      amount: Number(placed.order.total_paise) / 100,
      status: 'SUCCESS' as const,
      paymentId: `pay-${placed.orderNumber}`,
    };
    const first = demoWebhook(t, event);
    expect((await postWebhook(t.app, first)).statusCode).toBe(200);
    // The same delivery again, and a second delivery of the same payment with a new timestamp.
    expect((await postWebhook(t.app, first)).statusCode).toBe(200);
    expect((await postWebhook(t.app, demoWebhook(t, { ...event, timestamp: Date.now() + 1000 }))).statusCode).toBe(200);
    // The plans module's listener replayed on the paid order adds nothing either.
    await payAt(t, placed.order, new Date().toISOString());
    const months = await monthsOf(customer.token);
    expect(months.map((month) => month.planMonth?.number)).toEqual([1, 2, 3]);
    expect((await myPlans(t.app, customer.token)).plans[0]?.monthsBought).toBe(3);
  });

  it('validates the monthly brief with 400s and field messages, and keeps it to plan months', async () => {
    const { customer, months } = await buyPro(1);
    const id = months[0]?.id ?? '';
    const long = await putMonthly(customer.token, id, { focus: 'x'.repeat(1001), offers: 'y'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toMatchObject({
      focus: "The month's focus must be at most 1000 characters.",
      offers: 'Offers to promote must be at most 1000 characters.',
    });
    expect((await putMonthly(customer.token, id, { focus: 42 })).statusCode).toBe(400);

    // Submitting without a focus names it, and the month keeps waiting for its brief.
    expect((await putMonthly(customer.token, id, { offers: '10% off sweets boxes' })).statusCode).toBe(200);
    const empty = await customerAction(t, customer.token, id, { action: 'submit_brief' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ focus: "The month's focus is required." });
    expect((await projectOf(t, customer.token, id)).state).toBe('AWAITING_BRIEF');

    // The website brief is not a plan month's, nor the monthly brief a website's.
    const website = await saveDraft(t, customer.token, id, { businessName: 'Sharma Sweets' });
    expect(website.statusCode).toBe(409);
    expect(website.json().error).toMatch(/month of a marketing plan/);
    const withDesign = await placeCart(t, customer.token, {
      designs: [{ card: cards[0] as Card, quantity: 1 }],
      plans: [],
    });
    await payOnDemo(t, withDesign);
    const design = (await projectsOf(customer.token)).find((project) => project.kind === 'design');
    expect((await putMonthly(customer.token, design?.id ?? '', { focus: 'Diwali' })).statusCode).toBe(409);
    // Another customer's month does not exist for them.
    const other = await customerToken(t.app);
    expect((await putMonthly(other.token, id, { focus: 'Diwali' })).statusCode).toBe(404);
  });

  it('takes pictures like the project files (re-encoded, 5 MB, no SVG, 10 at most), then submits', async () => {
    const { customer, months } = await buyPro(1);
    const id = months[0]?.id ?? '';
    const png = await fixtures.png();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await addAsset(customer.token, id, svg)).statusCode).toBe(415);
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await addAsset(customer.token, id, big)).statusCode).toBe(413);
    const small = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    let detail: ProjectDetail | undefined;
    for (let picture = 0; picture < 10; picture++) {
      const added = await addAsset(customer.token, id, small);
      expect(added.statusCode, added.body).toBe(200);
      detail = added.json() as ProjectDetail;
    }
    expect(detail?.monthlyBrief?.assets).toHaveLength(10);
    const eleventh = await addAsset(customer.token, id, small);
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().error).toMatch(/at most 10 pictures/);

    const [first, second] = detail?.monthlyBrief?.assets ?? [];
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/${id}/monthly-brief/assets/${first?.key}`,
      headers: bearer(customer.token),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.json() as ProjectDetail).monthlyBrief?.assets.map((asset) => asset.key)).not.toContain(first?.key);
    const gone = await t.app.inject({ method: 'GET', url: first?.src ?? '', headers: bearer(customer.token) });
    expect(gone.statusCode).toBe(404);
    const kept = await t.app.inject({ method: 'GET', url: second?.src ?? '', headers: bearer(customer.token) });
    expect(kept.statusCode).toBe(200);
    expect(kept.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');

    const saved = await putMonthly(customer.token, id, { focus: ' Diwali orders ', offers: '10% off boxes' });
    expect(saved.statusCode).toBe(200);
    const submitted = await customerAction(t, customer.token, id, { action: 'submit_brief' });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const project = submitted.json() as ProjectDetail;
    expect(project.state).toBe('IN_DESIGN');
    expect(project.dueAt).not.toBeNull();
    expect(project.monthlyBrief).toMatchObject({ focus: 'Diwali orders', offers: '10% off boxes' });
    expect(project.monthlyBrief?.submittedAt).not.toBeNull();
    expect(project.history.at(-1)).toMatchObject({ action: 'submit_brief', toState: 'IN_DESIGN' });
    // Submitted: the brief is closed.
    expect((await putMonthly(customer.token, id, { focus: 'Something else' })).statusCode).toBe(409);
    expect((await addAsset(customer.token, id, small)).statusCode).toBe(409);
  });

  it("shows plan months on the admin's board beside designs, with a filter by kind", async () => {
    const { placed } = await buyPro(3);
    const board = async (query: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/projects?q=${placed.orderNumber}${query}`,
        headers: bearer(admin),
      });
      return response;
    };
    const all = (await board('')).json().projects as Listed[];
    expect(all.map((project) => project.kind)).toEqual(['plan_month', 'plan_month', 'plan_month']);
    expect(((await board('&kind=plan_month')).json().projects as Listed[]).length).toBe(3);
    expect(((await board('&kind=design')).json().projects as Listed[]).length).toBe(0);
    const bad = await board('&kind=subscription');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.kind).toBe('Kind must be design or plan_month.');
  });

  it('a refund cancels every month not yet delivered, the month in work too', async () => {
    const { customer, placed, months } = await buyPro(3);
    const [first, second, third] = months;
    await putMonthly(customer.token, first?.id ?? '', { focus: 'Wedding season' });
    expect((await customerAction(t, customer.token, first?.id ?? '', { action: 'submit_brief' })).statusCode).toBe(200);
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${placed.orderNumber}/refund`,
      headers: bearer(admin),
      payload: { reason: 'Customer closed the shop' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    for (const [month, fromState] of [
      [first, 'IN_DESIGN'],
      [second, 'AWAITING_BRIEF'],
      [third, 'AWAITING_BRIEF'],
    ] as const) {
      const project = await projectOf(t, customer.token, month?.id ?? '');
      expect(project.state).toBe('CANCELLED');
      expect(project.history.at(-1)).toMatchObject({
        action: 'cancel',
        actorRole: 'system',
        fromState,
        reason: `Order ${placed.orderNumber} refunded`,
      });
      expect(project.allowedActions).toEqual([]);
    }
    expect((await myPlans(t.app, customer.token)).plans).toEqual([]);
  });

  it('waits on the customer from the first day of each month: the pause job leaves months to come alone', async () => {
    const { customer, months } = await buyPro(3);
    const week = new Date(Date.now() + 8 * 24 * 3_600_000);
    await runProjectsJobOnce(t.store.db, week, t.context.events);
    const states = [];
    for (const month of months) states.push((await projectOf(t, customer.token, month.id)).state);
    expect(states).toEqual(['PAUSED', 'AWAITING_BRIEF', 'AWAITING_BRIEF']);
  });
});
