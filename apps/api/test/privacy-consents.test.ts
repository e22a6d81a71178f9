import { PRIVACY_NOTICE_VERSION } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailModule } from '../src/modules/mail';
import type { ModuleContext } from '../src/modules/module';
import { remindEndingPlans } from '../src/modules/plans';
import { optionalConsentAllows } from '../src/modules/privacy';
import { mailsOfKind } from './account-mail-helpers';
import { bearer, customerToken, nextIp } from './accounts-helpers';
import { listPlans, type Plan, payAt, placeCart } from './plans-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let plans: Plan[];

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  plans = await listPlans(t.app);
});
afterAll(() => t.close());

const notice = (optional: string[] = []) => ({ noticeVersion: PRIVACY_NOTICE_VERSION, optional });

const consentsOf = async (token: string) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/privacy/consents', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    noticeAccepted: boolean;
    consents: Array<{ purpose: string; givenVia: string; noticeVersion: string; withdrawnAt: string | null }>;
  };
};
const active = (list: Awaited<ReturnType<typeof consentsOf>>) =>
  list.consents
    .filter((consent) => consent.withdrawnAt === null)
    .map((consent) => `${consent.purpose}/${consent.givenVia}`)
    .sort();

/** The mail module's own PlanEndingSoon reaction, with the app's consent check, as the plans job publishes it. */
const remindThroughMail = (now: Date) => {
  const ctx = {
    mail: { smtp: false, publicUrl: 'https://shop.example.in', shopAlertTo: [] },
    services: { optionalConsentAllows, accountLanguage: t.context.services.accountLanguage },
  } as unknown as ModuleContext;
  const react = mailModule.subscribe?.PlanEndingSoon;
  if (!react) throw new Error('the mail module no longer writes plan reminders');
  return remindEndingPlans(
    t.store.db,
    async (db, plan) => {
      await db.transaction().execute((trx) => react(trx, plan, ctx));
      return true;
    },
    now,
  );
};

describe('consent on record', () => {
  it('sign-up records the contract and each ticked optional consent with the notice version, time and channel', async () => {
    const before = new Date().toISOString();
    const customer = await customerToken(t.app, { privacy: notice(['plan-reminders']) } as never);
    const list = await consentsOf(customer.token);
    expect(active(list)).toEqual(['contract/sign-up', 'plan-reminders/sign-up']);
    expect(list.noticeAccepted).toBe(true);
    const rows = await t.store.db
      .selectFrom('privacy_consents')
      .selectAll()
      .where('user_id', '=', customer.id)
      .execute();
    expect(rows.every((row) => row.notice_version === PRIVACY_NOTICE_VERSION && row.given_at >= before)).toBe(true);
    expect(rows.every((row) => row.email_key === customer.email.toLowerCase())).toBe(true);
  });

  it('a sign-up with an outdated notice is refused with a clear message, and no account is made', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      remoteAddress: nextIp(),
      payload: {
        name: 'Old Page',
        email: `old-page-${Date.now()}@example.com`,
        password: 'correct horse battery',
        privacy: { noticeVersion: '2020-01', optional: [] },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('The privacy notice has changed');
  });

  it('the contact form records the notice with the enquiry, by the sender email and reference', async () => {
    const email = `sender-${Date.now()}@example.com`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      remoteAddress: nextIp(),
      payload: {
        name: 'Ravi Kumar',
        email,
        phone: '9876543210',
        topic: 'Marketing plan',
        message: 'Please call me.',
        privacy: notice(['marketing-mails']),
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const rows = await t.store.db.selectFrom('privacy_consents').selectAll().where('email_key', '=', email).execute();
    expect(rows.map((row) => [row.purpose, row.given_via, row.user_id, row.reference])).toEqual([
      ['enquiry', 'contact-form', null, response.json().reference],
    ]);
  });

  it('a customer without a consent on record accepts the notice at checkout, once', async () => {
    const customer = await customerToken(t.app);
    expect((await consentsOf(customer.token)).noticeAccepted).toBe(false);
    for (let i = 0; i < 2; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/privacy/checkout-notice',
        headers: bearer(customer.token),
        payload: notice(['marketing-mails']),
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const list = await consentsOf(customer.token);
    expect(list.noticeAccepted).toBe(true);
    expect(list.consents.map((consent) => `${consent.purpose}/${consent.givenVia}`).sort()).toEqual([
      'contract/checkout',
      'marketing-mails/checkout',
    ]);
  });

  it('the contract consent cannot be withdrawn from the profile; an unknown purpose is refused', async () => {
    const customer = await customerToken(t.app, { privacy: notice() } as never);
    for (const purpose of ['contract', 'spam']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/privacy/consents/${purpose}/withdraw`,
        headers: bearer(customer.token),
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('Only an optional consent can be given or withdrawn');
    }
  });
});

describe('withdrawing the plan-reminder consent', () => {
  const plan = (id: string) => plans.find((candidate) => candidate.id === id) as Plan;
  const morningOf = (date: string) => new Date(`${date}T04:30:00.000Z`);

  it('stops the reminder mail at once, while transactional mails still go', async () => {
    const kept = await customerToken(t.app, { privacy: notice(['plan-reminders']) } as never);
    const withdrawn = await customerToken(t.app, { privacy: notice(['plan-reminders']) } as never);
    const never = await customerToken(t.app, { privacy: notice() } as never);
    const legacy = await customerToken(t.app);
    for (const customer of [kept, withdrawn, never, legacy]) {
      const placed = await placeCart(t, customer.token, { designs: [], plans: [{ plan: plan('basic'), months: 1 }] });
      await payAt(t, placed.order, '2032-03-10T05:00:00.000Z'); // runs to 9 April
    }
    const withdrawal = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/consents/plan-reminders/withdraw',
      headers: bearer(withdrawn.token),
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    expect(active(withdrawal.json())).toEqual(['contract/sign-up']);

    await remindThroughMail(morningOf('2032-04-05'));
    const reminded = (await mailsOfKind(t, 'plan-reminder')).map((mail) => mail.recipient);
    expect(reminded).toContain(kept.email);
    expect(reminded).toContain(legacy.email); // signed up before the notice existed: never had the choice
    expect(reminded).not.toContain(withdrawn.email);
    expect(reminded).not.toContain(never.email);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { email: withdrawn.email },
      remoteAddress: nextIp(),
    });
    expect(reset.statusCode).toBe(202);
    expect(await mailsOfKind(t, 'password-reset', withdrawn.email)).toHaveLength(1);

    // Given again from the profile: the next reminder goes.
    const given = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/consents/plan-reminders',
      headers: bearer(withdrawn.token),
    });
    expect(active(given.json())).toEqual(['contract/sign-up', 'plan-reminders/profile']);
    await remindThroughMail(morningOf('2032-04-06'));
    expect((await mailsOfKind(t, 'plan-reminder')).map((mail) => mail.recipient)).toContain(withdrawn.email);
  });
});
