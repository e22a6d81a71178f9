import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queuePlanReminder } from '../src/modules/mail';
import { remindEndingPlans } from '../src/modules/plans';
import { customerToken } from './accounts-helpers';
import { listPlans, type Plan, payAt, placeCart } from './plans-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let plans: Plan[];
const write = queuePlanReminder({ smtp: false, publicUrl: 'https://shop.example.in' });

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  plans = await listPlans(t.app);
});
afterAll(() => t.close());

const plan = (id: string) => plans.find((candidate) => candidate.id === id) as Plan;
/** 10:00 India time on an India date. */
const morningOf = (date: string) => new Date(`${date}T04:30:00.000Z`);

async function buy(token: string, id: string, months: number, paidAt: string) {
  const placed = await placeCart(t, token, { designs: [], plans: [{ plan: plan(id), months }] });
  await payAt(t, placed.order, paidAt);
}

const remindersTo = (email: string) =>
  t.store.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text', 'html', 'kind'])
    .where('recipient', '=', email)
    .where('kind', '=', 'plan-reminder')
    .execute();

describe('plan reminders', () => {
  it('reminds once, 5 days before the last day (India dates), with the end date and a way to renew', async () => {
    const customer = await customerToken(t.app);
    // Paid 10 March 2031 in India: one month runs to 9 April.
    await buy(customer.token, 'pro', 1, '2031-03-10T05:00:00.000Z');

    await remindEndingPlans(t.store.db, write, morningOf('2031-04-03'));
    expect(await remindersTo(customer.email)).toEqual([]);

    await remindEndingPlans(t.store.db, write, morningOf('2031-04-04'));
    await remindEndingPlans(t.store.db, write, morningOf('2031-04-04'));
    await remindEndingPlans(t.store.db, write, morningOf('2031-04-06'));
    const mails = await remindersTo(customer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your PRO PLAN ends on 9 April 2031');
    expect(mails[0]?.text).toContain('₹3,500 a month');
    expect(mails[0]?.text).toContain('Renew my plan: https://shop.example.in/my-plans');
    expect(mails[0]?.html).toContain('href="https://shop.example.in/my-plans"');
  });

  it('a store that was down on the fifth day still reminds later, but not after the plan has ended', async () => {
    const late = await customerToken(t.app);
    await buy(late.token, 'basic', 1, '2031-05-01T05:00:00.000Z'); // runs to 31 May
    const ended = await customerToken(t.app);
    await buy(ended.token, 'basic', 1, '2031-04-01T05:00:00.000Z'); // ran to 30 April

    await remindEndingPlans(t.store.db, write, morningOf('2031-05-30'));
    expect(await remindersTo(late.email)).toHaveLength(1);
    expect(await remindersTo(ended.email)).toEqual([]);
  });

  it('does not remind of a plan already renewed: the months bought after it carry on', async () => {
    const customer = await customerToken(t.app);
    await buy(customer.token, 'standard', 1, '2031-06-01T05:00:00.000Z'); // to 30 June
    await buy(customer.token, 'standard', 3, '2031-06-20T05:00:00.000Z'); // 1 July to 30 September

    await remindEndingPlans(t.store.db, write, morningOf('2031-06-27'));
    expect(await remindersTo(customer.email)).toEqual([]);
    await remindEndingPlans(t.store.db, write, morningOf('2031-09-26'));
    expect((await remindersTo(customer.email)).map((mail) => mail.subject)).toEqual([
      'Your STANDARD PLAN ends on 30 September 2031',
    ]);
  });

  it('escapes a customer name with markup in the mail', async () => {
    const customer = await customerToken(t.app, { name: '<b>Bold</b> & Co' });
    await buy(customer.token, 'pro', 1, '2031-07-10T05:00:00.000Z');
    await remindEndingPlans(t.store.db, write, morningOf('2031-08-05'));
    const [mail] = await remindersTo(customer.email);
    expect(mail?.html).toContain('&lt;b&gt;Bold&lt;/b&gt; &amp; Co');
    expect(mail?.html).not.toContain('<b>Bold</b>');
  });
});
