// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consentList, dashboardAnswers, logInCustomer } from '../../testing/account-screens';
import { json, stubFetch } from '../../testing/fetch-stub';
import { englishLeft, inHindi } from '../../testing/hindi';
import { renderRoute } from '../../testing/render-route';
import { EraseAccountRoute } from './erase-account';
import { ForgotPasswordRoute } from './forgot-password';
import { ResetPasswordRoute } from './reset-password';
import { UserDashboardRoute } from './user-dashboard';
import { VerifyEmailRoute } from './verify-email';

/** A page's words without the customer's own name and address, which stay as typed. */
const wordsOf = (container: HTMLElement) =>
  (container.textContent ?? '').replaceAll('Asha Rao', '').replaceAll('asha@example.com', '');

const resetAt = { path: '/reset-password', url: '/reset-password?token=abc' };
const verifyAt = { path: '/verify-email', url: '/verify-email?token=abc' };
const eraseAt = { path: '/erase-account', url: '/erase-account?token=abc' };

/** The dashboard with its profile, consents and archive drawn. */
async function openDashboard(page = <UserDashboardRoute />, extra = {}) {
  logInCustomer();
  stubFetch({ ...dashboardAnswers(), ...extra });
  const view = renderRoute(page);
  await screen.findByText('asha@example.com');
  await screen.findAllByText(/2026-01/);
  await screen.findByText(/245 KB/);
  return view;
}

describe('the account pages in English, as before', () => {
  it('the dashboard: profile, shortcuts, consents, data export and erasure', async () => {
    const { container, user } = await openDashboard();
    expect(container.textContent).toBe(
      "Welcome, Asha RaoProfileARAsha Raoasha@example.comYour email address is not verified yet.Resend verification emailRecent activityActivityStatusLoginSuccessViewed ProfileSuccessSet PasswordSuccessShortcutsMy ordersMy plansBrowse designsPrivacyOffers and news sent to my inboxOnWithdrawReminders before a marketing plan endsOffGive consentOn recordOffers and news sent to my inbox: given 1 Jan 2030, 3:35 pm at sign-up, notice 2026-01Reminders before a marketing plan ends: given 1 Jan 2030, 3:30 pm at checkout, notice 2026-01; withdrawn 3 Jan 2030, 3:00 pmYour dataA copy of everything we hold about you: account, consents, orders, invoices and credit notes, projects with their briefs, messages and files, plan months, enquiries and the mails we sent you, as JSON files in a ZIP with the files themselves. We prepare it in the background and mail you when it is ready; it stays for 7 days. One archive a day.Your archive is ready (245 KB). You can download it until 9 Jan 2030, 3:31 pm.Download archive (ZIP)You can ask for a new archive after 3 Jan 2030, 3:30 pm.Erase my accountErasing removes your name, email, password, briefs, messages and enquiries, and you can no longer log in. Tax invoices and credit notes, with the billing details printed on them, are kept for the period the GST law sets (72 months from the due date of that year's annual return).Erase my account",
    );
    await user.click(screen.getByRole('button', { name: 'Erase my account' }));
    const form = (await screen.findByText(/work in progress/)).closest('form');
    expect(form?.textContent).toBe(
      'You have work in progress:PRO PLAN, running until 2030-03-31Erasing your account ends it. If you would rather have it finished, wait until it is and ask then.End this work now, without a refundYour passwordShowEmail me the confirmation linkCancel',
    );
  });

  it('forgot password, reset password, verify email and the erasure link', () => {
    const pages = [
      [<ForgotPasswordRoute key="forgot" />, {}],
      [<ResetPasswordRoute key="reset" />, resetAt],
      [<VerifyEmailRoute key="verify" />, verifyAt],
      [<EraseAccountRoute key="erase" />, eraseAt],
    ] as const;
    stubFetch({ 'POST /api/verify-email': () => new Promise<Response>(() => undefined) });
    const texts = pages.map(([page, at]) => {
      const { container, unmount } = renderRoute(page, at);
      const text = container.textContent;
      unmount();
      return text;
    });
    expect(texts).toEqual([
      "Forgot your password?Enter your account's email and we will mail you a link to choose a new one.EmailSend reset linkRemembered it? Log in",
      'Choose a new passwordAfter this, log in with your new password on every device.New passwordShowAt least 8 characters.Set new password',
      'Verify your emailConfirming your address helps us reach you about your orders.Verifying your email address…Browse designs',
      'Erase your accountConfirm that you want your account and personal data erased.This erases your account for good: you will no longer be able to log in, and your personal data goes except the tax records the law requires us to keep.Erase my account now',
    ]);
  });
});

describe('the account pages in Hindi', () => {
  it('the dashboard shows no English but the name, its dates in Hindi, and withdraws a consent', async () => {
    const withdrawn = {
      ...consentList,
      consents: consentList.consents.map((consent) => ({ ...consent, withdrawnAt: '2030-01-04T09:30:00.000Z' })),
    };
    const { container, user } = await openDashboard(inHindi(<UserDashboardRoute />), {
      'POST /api/privacy/consents/marketing-mails/withdraw': json(200, withdrawn),
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('नमस्ते, Asha Rao');
    for (const heading of ['प्रोफ़ाइल', 'झटपट लिंक', 'गोपनीयता', 'आपका डेटा', 'मेरा अकाउंट मिटाएँ'])
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    for (const button of ['पुष्टि ईमेल फिर से भेजें', 'सहमति वापस लें', 'सहमति दें', 'आर्काइव डाउनलोड करें (ज़िप)'])
      expect(screen.getByRole('button', { name: button })).toBeTruthy();
    expect(container.textContent).toContain('9 जन॰ 2030');
    expect(englishLeft(wordsOf(container))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'सहमति वापस लें' }));
    expect(await screen.findAllByRole('button', { name: 'सहमति दें' })).toHaveLength(2);
    expect(container.textContent).toContain('वापस ली गई (4 जन॰ 2030, 3:00 pm)');
  });

  it("the dashboard's erase form and the resent verification mail speak Hindi", async () => {
    const { container, user } = await openDashboard(inHindi(<UserDashboardRoute />), {
      'POST /api/verify-email/resend': json(202, { message: 'We have sent you a new verification link.' }),
    });
    await user.click(screen.getByRole('button', { name: 'मेरा अकाउंट मिटाएँ' }));
    const form = (await screen.findByText('आपका कुछ काम अभी चल रहा है:')).closest('form') as HTMLElement;
    expect(within(form).getByText('PRO PLAN, 31 मार्च 2030 तक चलेगा')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'पुष्टि का लिंक मुझे ईमेल करें' })).toBeTruthy();
    expect(englishLeft(wordsOf(form).replace('PRO PLAN', ''))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'पुष्टि ईमेल फिर से भेजें' }));
    expect(await screen.findByText('हमने आपको पुष्टि का नया लिंक भेज दिया है।')).toBeTruthy();
    expect(englishLeft(wordsOf(container).replace('PRO PLAN', ''))).toEqual([]);
  });

  it('forgot password asks and answers in Hindi', async () => {
    stubFetch({
      'POST /api/password-reset': json(202, {
        message:
          'If an account exists for this email, we have sent a link to reset its password. The link works for 30 minutes.',
      }),
    });
    const { container, user } = renderRoute(inHindi(<ForgotPasswordRoute />));
    expect(screen.getByRole('heading', { name: 'पासवर्ड भूल गए?' })).toBeTruthy();
    expect(englishLeft(wordsOf(container))).toEqual([]);
    await user.type(screen.getByLabelText('ईमेल'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'रीसेट लिंक भेजें' }));
    expect(await screen.findByRole('link', { name: 'लॉग इन पर वापस जाएँ' })).toBeTruthy();
    expect(englishLeft(wordsOf(container))).toEqual([]);
  });

  it('reset password: the form and the new password saved, in Hindi', async () => {
    stubFetch({
      'POST /api/password-reset/confirm': json(200, {
        message: 'Your password has been changed. Please log in with your new password.',
      }),
    });
    const { container, user } = renderRoute(inHindi(<ResetPasswordRoute />), resetAt);
    expect(screen.getByRole('heading', { name: 'नया पासवर्ड चुनें' })).toBeTruthy();
    expect(screen.getByText('कम से कम 8 अक्षर।')).toBeTruthy();
    expect(englishLeft(wordsOf(container))).toEqual([]);
    await user.type(screen.getByLabelText('नया पासवर्ड'), 'marigold kite ledger 42');
    await user.click(screen.getByRole('button', { name: 'नया पासवर्ड सेट करें' }));
    expect(await screen.findByRole('link', { name: 'लॉग इन करें' })).toBeTruthy();
    expect(container.textContent).toContain('आपका पासवर्ड बदल दिया गया है।');
    expect(englishLeft(wordsOf(container))).toEqual([]);
  });

  it('verify email: waiting, then the answer, in Hindi', async () => {
    stubFetch({ 'POST /api/verify-email': json(200, { message: 'Your email address is verified. Thank you!' }) });
    const { container } = renderRoute(inHindi(<VerifyEmailRoute />), verifyAt);
    expect(screen.getByRole('heading', { name: 'अपने ईमेल की पुष्टि करें' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('आपके ईमेल पते की पुष्टि हो रही है…');
    expect(englishLeft(wordsOf(container))).toEqual([]);
    expect(await screen.findByText('आपके ईमेल पते की पुष्टि हो गई। धन्यवाद!')).toBeTruthy();
    expect(englishLeft(wordsOf(container))).toEqual([]);
  });

  it('the erasure link: the warning, then what went and what is kept, in Hindi', async () => {
    stubFetch({
      'POST /api/privacy/erasure/confirm': json(200, {
        erased: ['Your name, email address and password: the account can no longer be used to log in.'],
        kept: [
          {
            what: 'Your consents: what you agreed to and withdrew, when, and under which notice, without your address.',
            why: 'The store must be able to prove the consent it relied on (DPDP Act, section 6(10)).',
          },
        ],
      }),
    });
    const { container, user } = renderRoute(inHindi(<EraseAccountRoute />), eraseAt);
    expect(screen.getByRole('heading', { name: 'अपना अकाउंट मिटाएँ' })).toBeTruthy();
    expect(englishLeft(wordsOf(container))).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'मेरा अकाउंट अभी मिटाएँ' }));
    expect(await screen.findByRole('heading', { name: 'हमने क्या मिटाया' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'हम क्या रखते हैं, और क्यों' })).toBeTruthy();
    expect(englishLeft(wordsOf(container).replace('DPDP', ''))).toEqual([]);
  });
});
