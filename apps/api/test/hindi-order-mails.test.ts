import { PRIVACY_NOTICE_VERSION } from '@store/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { remindEndingPlans } from '../src/modules/plans';
import { smtpEnv } from './account-mail-helpers';
import { adminToken, bearer, customerToken } from './accounts-helpers';
import { type Card, demoWebhook, postWebhook, someCards } from './checkout-helpers';
import { payOnDemo, placeOrder } from './invoice-helpers';
import { chooseLanguage, DEVANAGARI, deliveredMail, deliveredTo } from './mail-language-helpers';
import { listPlans, type Plan, payAt, placeCart } from './plans-helpers';
import { startTestSmtp, type TestSmtp } from './smtp-helpers';
import { createTestApp, type TestApp } from './test-app';

let smtp: TestSmtp;
let t: TestApp;
let card: Card;
let admin: Record<string, string>;
const SHOP = 'owner@shop.example';

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ seed: true, env: { ...smtpEnv(smtp), SHOP_ALERT_EMAIL: SHOP } });
  [card] = (await someCards(t.app, 1)) as [Card];
  admin = bearer((await adminToken(t)).token);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

/** A customer whose account chose `language`, with a placed order of `quantity` of one design. */
async function orderIn(language: 'hi' | 'en', quantity = 1) {
  const customer = await customerToken(t.app, { name: 'Asha Rao' });
  await chooseLanguage(t, customer.token, language);
  const placed = await placeOrder(t, customer.token, [{ card, quantity }]);
  return { customer, placed };
}

const rupees = (paise: number, locale: 'hi-IN' | 'en-IN') =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR' }).format(paise / 100);

const refund = async (orderNumber: string, lines?: object[]) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderNumber}/refund`,
    headers: admin,
    payload: { reason: 'Claimed within 2 days', ...(lines ? { lines } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
};

describe("order mails in the account's language", () => {
  it("a failed payment is told in Hindi to a Hindi account, and in today's English to an English one", async () => {
    for (const [language, subject, cart] of [
      ['hi', (n: string) => `ऑर्डर ${n} का भुगतान नहीं हो सका`, 'अपने कार्ट पर वापस जाएँ: '],
      ['en', (n: string) => `Payment for order ${n} did not go through`, 'Back to your cart: '],
    ] as const) {
      const { customer, placed } = await orderIn(language);
      const failed = demoWebhook(t, {
        orderNumber: placed.orderNumber,
        amount: Number(placed.order.total_paise) / 100,
        status: 'FAILED',
        paymentId: `failed-${placed.orderNumber}`,
      });
      expect((await postWebhook(t.app, failed)).statusCode).toBe(200);
      const mail = await deliveredMail(t, smtp, customer.email, subject(placed.orderNumber));
      expect(mail.text).toContain(cart);
      expect(mail.text).toContain(rupees(Number(placed.order.total_paise), language === 'hi' ? 'hi-IN' : 'en-IN'));
      if (language === 'hi') expect(mail.text).not.toMatch(/Your order|payment|Back to/);
      else expect(mail.text).not.toMatch(DEVANAGARI);
    }
  });

  it('a Hindi account hears of its refund and the work it stops in Hindi, with the credit note attached; the shop in English', async () => {
    const { customer, placed } = await orderIn('hi');
    await payOnDemo(t, placed);
    smtp.received.length = 0;
    await refund(placed.orderNumber);
    const amount = rupees(Number(placed.order.total_paise), 'hi-IN');
    const mails = await deliveredTo(t, smtp, customer.email);
    const refunded = mails.find((mail) => mail.subject === `ऑर्डर ${placed.orderNumber} के लिए ${amount} का रिफ़ंड`);
    expect(refunded?.text).toMatch(/^आपके ऑर्डर का रिफ़ंड हो गया है, Asha Rao\n/);
    expect(refunded?.text).toContain('रिफ़ंड का क्रेडिट नोट इस मेल के साथ लगा है');
    expect(refunded?.raw).toMatch(/Content-Type: application\/pdf/);
    expect(refunded?.text).not.toMatch(/refunded|See my orders/);
    const stopped = mails.find((mail) => mail.subject.startsWith('ऑर्डर का रिफ़ंड हुआ, काम बंद: '));
    expect(stopped?.text).toContain(`आपके ऑर्डर ${placed.orderNumber} का रिफ़ंड हो गया है`);
    expect(stopped?.text).toContain('अपना प्रोजेक्ट खोलें: ');
    const shop = await deliveredMail(t, smtp, SHOP, new RegExp(`^Order ${placed.orderNumber} refunded`));
    expect(shop.subject).toBe(
      `Order ${placed.orderNumber} refunded: ${rupees(Number(placed.order.total_paise), 'en-IN')}`,
    );
    expect(shop.text).not.toMatch(DEVANAGARI);
  });

  it("a refund by line is told in Hindi to a Hindi account and in today's English to an English one", async () => {
    for (const [language, heading, rest] of [
      ['hi', 'आपके ऑर्डर के एक हिस्से का रिफ़ंड हो गया है, Asha Rao', 'ऑर्डर का बाकी हिस्सा पहले जैसा ही रहेगा।'],
      ['en', 'Part of your order is refunded, Asha Rao', 'The rest of the order stands as it was.'],
    ] as const) {
      const { customer, placed } = await orderIn(language, 2);
      await payOnDemo(t, placed);
      smtp.received.length = 0;
      await refund(placed.orderNumber, [{ position: 0, quantity: 1 }]);
      const subject = language === 'hi' ? new RegExp(`^ऑर्डर ${placed.orderNumber} के लिए ₹`) : /^Refund of ₹/;
      const mail = await deliveredMail(t, smtp, customer.email, subject);
      expect(mail.text.split('\n')[0]).toBe(heading);
      expect(mail.text).toContain(rest);
      expect(mail.raw).toMatch(/Content-Type: application\/pdf/);
    }
  });
});

describe("the plan reminder in the account's language", () => {
  let plans: Plan[];
  beforeAll(async () => {
    plans = await listPlans(t.app);
  });

  it("a Hindi account is reminded in Hindi (date and ad credit in hi-IN); an English one in today's English", async () => {
    const plan = plans[0] as Plan;
    for (const language of ['hi', 'en'] as const) {
      const customer = await customerToken(t.app, {
        name: 'Asha Rao',
        privacy: { noticeVersion: PRIVACY_NOTICE_VERSION, optional: ['plan-reminders'] },
      } as never);
      await chooseLanguage(t, customer.token, language);
      // Paid 10 March 2031 in India: one month runs to 9 April, reminded on 4 April.
      const placed = await placeCart(t, customer.token, { designs: [], plans: [{ plan, months: 1 }] });
      await payAt(t, placed.order, '2031-03-10T05:00:00.000Z');
      await remindEndingPlans(
        t.store.db,
        async (db, ending) => {
          await db.transaction().execute((trx) => t.context.events.publish(trx, 'PlanEndingSoon', ending));
          return true;
        },
        new Date('2031-04-04T04:30:00.000Z'),
      );
      const mails = await deliveredTo(t, smtp, customer.email);
      if (language === 'hi') {
        const mail = mails.find((candidate) => candidate.subject.endsWith('9 अप्रैल 2031 को खत्म हो रहा है'));
        expect(mail?.text).toMatch(/^आपका प्लान जल्द खत्म हो रहा है, Asha Rao\n/);
        expect(mail?.text).toMatch(/हर महीने ₹[\d,]+ का ऐड क्रेडिट मिलता रहेगा/);
        expect(mail?.text).toContain('मेरा प्लान रिन्यू करें: ');
        expect(mail?.text).not.toMatch(/Renew|Your plan/);
      } else {
        const mail = mails.find((candidate) => candidate.subject.endsWith('ends on 9 April 2031'));
        expect(mail?.text).toMatch(/^Your plan ends soon, Asha Rao\n/);
        expect(mail?.text).not.toMatch(DEVANAGARI);
      }
    }
  });
});
