import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { prepareExportsOnce } from '../src/modules/privacy/exports.service';
import { PUBLIC_URL, smtpEnv } from './account-mail-helpers';
import { bearer, customerToken, nextIp } from './accounts-helpers';
import { chooseLanguage, DEVANAGARI, deliveredMail } from './mail-language-helpers';
import { startTestSmtp, type TestSmtp } from './smtp-helpers';
import { createTestApp, type TestApp } from './test-app';

let smtp: TestSmtp;
let t: TestApp;
const SHOP = 'owner@shop.example';
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ env: { ...smtpEnv(smtp), SHOP_ALERT_EMAIL: SHOP } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

let made = 0;
const newEmail = () => `asha-${++made}-${Date.now()}@example.in`;

const signUp = async (email: string, headers: Record<string, string> = {}) => {
  const payload = { name: 'Asha Rao', email, password: PASSWORD };
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/signup',
    payload,
    headers,
    remoteAddress: nextIp(),
  });
  expect(response.statusCode, response.body).toBe(201);
};
const logIn = async (email: string, password = PASSWORD) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: nextIp(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token as string;
};
const storedLanguage = async (email: string) =>
  (
    await t.store.db
      .selectFrom('accounts_users')
      .select('language')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).language;
const tokenIn = (text: string, path: string) => {
  const token = new RegExp(`${path}\\?token=([A-Za-z0-9_%-]+)`).exec(text)?.[1];
  if (!token) throw new Error(`no ${path} link in:\n${text}`);
  return decodeURIComponent(token);
};

/** Sign-up, a new verification link, a password reset and its confirmation: the four mails' subjects and texts. */
async function accountJourney(email: string, headers: Record<string, string>, subjects: string[]) {
  const [welcomeSubject = '', verifySubject = '', resetSubject = '', changedSubject = ''] = subjects;
  await signUp(email, headers);
  const welcome = await deliveredMail(t, smtp, email, welcomeSubject);
  const token = await logIn(email);
  const resent = await t.app.inject({ method: 'POST', url: '/api/verify-email/resend', headers: bearer(token) });
  expect(resent.statusCode, resent.body).toBe(202);
  const verify = await deliveredMail(t, smtp, email, verifySubject);
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/password-reset',
    payload: { email },
    remoteAddress: nextIp(),
  });
  expect(asked.statusCode, asked.body).toBe(202);
  const reset = await deliveredMail(t, smtp, email, resetSubject);
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/password-reset/confirm',
    payload: { token: tokenIn(reset.text, '/reset-password'), password: 'violet harbour lantern 58' },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const changed = await deliveredMail(t, smtp, email, changedSubject);
  return { welcome, verify, reset, changed };
}

describe("account mails in the account's language", () => {
  it('a sign-up on a Hindi visit (lang=hi) is welcomed in Hindi, and the account keeps Hindi for its later mails', async () => {
    const email = newEmail();
    const mails = await accountJourney(email, { cookie: 'lang=hi' }, [
      'स्वागत है! कृपया अपने ईमेल पते की पुष्टि करें',
      'अपने ईमेल पते की पुष्टि करें',
      'अपना पासवर्ड बदलें',
      'आपका पासवर्ड बदल दिया गया है',
    ]);
    expect(await storedLanguage(email)).toBe('hi');
    expect(mails.welcome.text).toMatch(/^स्वागत है, Asha Rao\n/);
    expect(mails.welcome.text).toContain(`अपने ईमेल पते की पुष्टि करें: ${PUBLIC_URL}/verify-email?token=`);
    expect(mails.welcome.html).toContain('मेरे ईमेल पते की पुष्टि करें');
    expect(mails.verify.text).toContain('यह रहा नया लिंक');
    expect(mails.reset.text).toContain('30 मिनट तक काम करेगा');
    expect(mails.reset.html).toContain('नया पासवर्ड चुनें');
    expect(mails.changed.text).toMatch(/पासवर्ड \d{1,2} \S+ \d{4} को .+ बजे \(भारतीय समय\) बदला गया/);
    for (const mail of Object.values(mails)) {
      expect(mail.text).not.toMatch(/Welcome|Hello|Verify|your password/);
      expect(mail.html).not.toMatch(/Welcome|Hello|Verify my email|Choose a new password/);
    }
  });

  it("a sign-up without a language gets today's English mails, and the account keeps no language", async () => {
    const email = newEmail();
    const mails = await accountJourney(email, {}, [
      'Welcome! Please verify your email address',
      'Verify your email address',
      'Reset your password',
      'Your password was changed',
    ]);
    expect(await storedLanguage(email)).toBeNull();
    expect(mails.welcome.text).toMatch(/^Welcome, Asha Rao\n\nPlease confirm that this is your email address\./);
    expect(mails.changed.text).toMatch(/changed on \d{1,2} \w+ \d{4} at .+ \(India time\)/);
    for (const mail of Object.values(mails)) expect(mail.text).not.toMatch(DEVANAGARI);
  });

  it('a sign-up sent from a Hindi page keeps Hindi for the account even without the cookie', async () => {
    const email = newEmail();
    await signUp(email, { referer: `${PUBLIC_URL}/hi/designs` });
    expect(await storedLanguage(email)).toBe('hi');
  });
});

/** Asks for an archive and an erasure, and confirms the erasure: the three mails, by their subjects. */
async function privacyJourney(language: 'hi' | 'en', subjects: string[]) {
  const [readySubject = '', linkSubject = '', erasedSubject = ''] = subjects;
  const customer = await customerToken(t.app, { name: 'Asha Rao', email: newEmail(), password: PASSWORD });
  await chooseLanguage(t, customer.token, language);
  const asked = await t.app.inject({ method: 'POST', url: '/api/privacy/export', headers: bearer(customer.token) });
  expect(asked.statusCode, asked.body).toBe(202);
  await prepareExportsOnce(t.context);
  const ready = await deliveredMail(t, smtp, customer.email, readySubject);
  const erasure = await t.app.inject({
    method: 'POST',
    url: '/api/privacy/erasure',
    headers: bearer(customer.token),
    payload: { password: PASSWORD },
  });
  expect(erasure.statusCode, erasure.body).toBe(202);
  const link = await deliveredMail(t, smtp, customer.email, linkSubject);
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/privacy/erasure/confirm',
    payload: { token: tokenIn(link.text, '/erase-account') },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const erased = await deliveredMail(t, smtp, customer.email, erasedSubject);
  return { ready, link, erased };
}

describe("privacy mails in the account's language", () => {
  it('an account that chose Hindi gets its archive, erasure link and goodbye in Hindi (read before the account goes)', async () => {
    const mails = await privacyJourney('hi', [
      'आपके डेटा का आर्काइव तैयार है',
      'अपना अकाउंट मिटाने की पुष्टि करें',
      'आपका अकाउंट मिटा दिया गया है',
    ]);
    expect(mails.ready.text).toContain('(भारतीय समय) तक डाउनलोड करें');
    expect(mails.ready.html).toContain('मेरा डैशबोर्ड खोलें');
    expect(mails.link.text).toContain('मेरा अकाउंट मिटाएँ: ');
    expect(mails.erased.text).toMatch(/^अलविदा Asha Rao\n/);
    expect(mails.erased.text).toContain('हमने क्या मिटाया:');
    expect(mails.erased.text).toContain('CGST कानून की धारा 36');
    for (const mail of Object.values(mails)) expect(mail.text).not.toMatch(/Hello|Goodbye|What we|Erase my account/);
  });

  it("an English account gets today's English privacy mails", async () => {
    const mails = await privacyJourney('en', [
      'Your data archive is ready',
      'Confirm the erasure of your account',
      'Your account has been erased',
    ]);
    expect(mails.erased.text).toContain('What we keep, and why:');
    for (const mail of Object.values(mails)) expect(mail.text).not.toMatch(DEVANAGARI);
  });
});

describe('the enquiry acknowledgement in the language of the visit', () => {
  const send = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      headers,
      remoteAddress: nextIp(),
      payload: {
        name: 'Asha Rao',
        email: newEmail(),
        phone: '9876543210',
        topic: 'Complaint',
        message: 'The preview is late.',
      },
    });
  const acknowledged = async (headers: Record<string, string>) => {
    const response = await send(headers);
    expect(response.statusCode, response.body).toBe(201);
    const { reference } = response.json() as { reference: string };
    const row = await t.store.db
      .selectFrom('enquiries_messages')
      .select(['email', 'language'])
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    const mail = await deliveredMail(t, smtp, row.email, new RegExp(reference));
    const shop = await deliveredMail(t, smtp, SHOP, new RegExp(reference));
    return { reference, language: row.language, mail, shop };
  };

  it('a Hindi visit (lang cookie or a /hi/contactus page) is acknowledged in Hindi; the shop is told in English', async () => {
    const visits: Record<string, string>[] = [{ cookie: 'lang=hi' }, { referer: `${PUBLIC_URL}/hi/contactus` }];
    for (const headers of visits) {
      const { reference, language, mail, shop } = await acknowledged(headers);
      expect(language).toBe('hi');
      expect(mail.subject).toBe(`आपका संदेश हमें मिल गया: ${reference}`);
      expect(mail.text).toContain(`शिकायत के बारे में आपका संदेश हमें मिल गया है। आपका रेफ़रेंस नंबर ${reference} है।`);
      expect(mail.text).toContain('यह शिकायत है, इसलिए हम इसे ज़्यादा से ज़्यादा');
      expect(mail.text).toContain(`संपर्क करें: ${PUBLIC_URL}/hi/contactus`);
      expect(mail.text).not.toMatch(/We have your message|Hello/);
      expect(shop.subject).toBe(`Enquiry ${reference}: Complaint`);
    }
  });

  it("an English visit is acknowledged in today's English", async () => {
    const { reference, language, mail } = await acknowledged({ referer: `${PUBLIC_URL}/contactus` });
    expect(language).toBe('en');
    expect(mail.subject).toBe(`We have your message: ${reference}`);
    expect(mail.text).toMatch(/^Hello Asha Rao,\n\nWe have your message about Complaint\./);
    expect(mail.text).not.toMatch(DEVANAGARI);
  });
});
