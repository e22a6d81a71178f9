import { createHash } from 'node:crypto';
import type { Language } from '@store/shared';
import { describe, expect, it } from 'vitest';
import {
  passwordChangedMail,
  passwordResetMail,
  verifyEmailMail,
  welcomeMail,
} from '../src/modules/mail/templates/account-mails';
import { enquiryAcknowledgementMail } from '../src/modules/mail/templates/enquiry-acknowledgement-mail';
import type { RenderedMail } from '../src/modules/mail/templates/layout';
import { orderRefundedMail } from '../src/modules/mail/templates/order-refunded-mail';
import { unpaidOrderMail } from '../src/modules/mail/templates/payment-unpaid-mail';
import { planReminderMail } from '../src/modules/mail/templates/plan-reminder-mail';
import { accountErasedMail, dataExportReadyMail, erasureLinkMail } from '../src/modules/mail/templates/privacy-mails';
import { type ProjectMailEvent, projectMail } from '../src/modules/mail/templates/project-mails';
import { ERASURE_OUTCOME } from '../src/modules/privacy/erasure-outcome';
import { ENGLISH_MAILS } from './english-mails';
import { DEVANAGARI } from './mail-language-helpers';

const url = 'https://shop.example.in';
const link = `${url}/verify-email?token=abc`;
const name = 'Asha Rao';
const order = 'ORD-20261126-0001';
const project = (kind: 'design' | 'plan_month') => ({
  id: 'p1',
  reference: 'PRJ-0001',
  title: 'Chai & Chaat Corner',
  kind,
  version: 3,
  order: { id: 'o1', number: order },
  customer: { id: 'u1', name, email: 'asha@example.in' },
});
const enquiry = {
  reference: 'ENQ-20261126-0001',
  name,
  email: 'asha@example.in',
  phone: '9876543210',
  topic: 'Complaint',
  plan: null,
  message: 'The preview <b>is</b> late.\nPlease call.',
  createdAt: '2026-11-25T10:30:00.000Z',
};

/** Every customer mail, by a name, drawn in a language (undefined: as callers did before languages). */
const MAILS: Record<string, (language?: Language) => RenderedMail & { kind?: string }> = {
  welcome: (language) => welcomeMail({ name, link, language }),
  verify: (language) => verifyEmailMail({ name, link, language }),
  reset: (language) => passwordResetMail({ name, link, language }),
  changed: (language) => passwordChangedMail({ name, changedAt: '2026-11-25T10:30:00.000Z', publicUrl: url, language }),
  exportReady: (language) =>
    dataExportReadyMail({
      name,
      link: `${url}/user-dashboard#privacy`,
      expiresAt: '2026-12-02T10:30:00.000Z',
      language,
    }),
  erasureLink: (language) =>
    erasureLinkMail({
      name,
      link: `${url}/erase-account?token=abc`,
      linkExpiresAt: '2026-11-26T10:30:00.000Z',
      openWork: {
        projects: [{ reference: 'PRJ-0001', title: 'Chai & Chaat Corner', state: 'IN_PROGRESS' }],
        plans: [{ title: 'Growth plan', endsOn: '2027-01-31' }],
      },
      language,
    }),
  erased: (language) => accountErasedMail({ name, outcome: ERASURE_OUTCOME, language }),
  unpaidFailed: (language) =>
    unpaidOrderMail({ orderNumber: order, customerName: name, totalPaise: 1_179_764, status: 'FAILED', language }, url),
  unpaidExpired: (language) =>
    unpaidOrderMail(
      { orderNumber: order, customerName: name, totalPaise: 1_179_764, status: 'EXPIRED', language },
      url,
    ),
  refundFull: (language) =>
    orderRefundedMail({ orderNumber: order, customerName: name, totalPaise: 1_179_764, partial: false, language }, url),
  refundPartial: (language) =>
    orderRefundedMail({ orderNumber: order, customerName: name, totalPaise: 589_882, partial: true, language }, url),
  planReminder: (language) =>
    planReminderMail(
      { customerName: name, planTitle: 'Growth plan', endsOn: '2027-01-31', adCreditPaise: 350_000, language },
      url,
    ),
  enquiry: (language) => enquiryAcknowledgementMail({ ...enquiry, language }, url),
  enquiryPlan: (language) =>
    enquiryAcknowledgementMail(
      {
        ...enquiry,
        reference: 'ENQ-20261126-0002',
        topic: 'Marketing plan',
        plan: 'Growth plan',
        message: 'Tell me more.',
        language,
      },
      url,
    ),
};
const EVENTS: ProjectMailEvent[] = [
  'brief-reminder',
  'IN_REVIEW',
  'REVISION_REQUESTED',
  'DELIVERED',
  'PAUSED',
  'CANCELLED',
];
for (const event of EVENTS)
  for (const kind of ['design', 'plan_month'] as const)
    MAILS[`project ${event} ${kind}`] = (language) => {
      const mail = projectMail(project(kind), event, url, language);
      if (!mail) throw new Error(`no mail for ${event}`);
      return mail;
    };

const sha256 = (html: string) => createHash('sha256').update(html).digest('hex');

/** Words each Hindi mail must carry (its button, link label or key sentence). */
const HINDI_WORDS: Record<string, string[]> = {
  welcome: ['स्वागत है, Asha Rao', 'मेरे ईमेल पते की पुष्टि करें'],
  verify: ['नमस्ते Asha Rao', 'यह रहा नया लिंक'],
  reset: ['नया पासवर्ड चुनें', '30 मिनट'],
  changed: ['25 नवंबर 2026 को शाम 4:00 बजे (भारतीय समय)', 'यह मैंने नहीं किया: मेरा पासवर्ड बदलें'],
  exportReady: ['2 दिसंबर 2026 को शाम 4:00 बजे (भारतीय समय) तक', 'मेरा डैशबोर्ड खोलें'],
  erasureLink: ['बिना रिफ़ंड के', 'Growth plan, 31 जनवरी 2027 तक', 'मेरा अकाउंट मिटाएँ'],
  erased: ['अलविदा Asha Rao', 'हमने क्या मिटाया', 'हम क्या रखते हैं, और क्यों', 'क्यों: CGST कानून'],
  unpaidFailed: ['₹11,797.64', 'कोई पैसा नहीं कटा', 'अपने कार्ट पर वापस जाएँ'],
  unpaidExpired: ['भुगतान का समय खत्म हो गया', '₹11,797.64'],
  refundFull: ['₹11,797.64', 'आपके ऑर्डर का रिफ़ंड हो गया है', 'क्रेडिट नोट', 'मेरे ऑर्डर देखें'],
  refundPartial: ['₹5,898.82', 'एक हिस्से का रिफ़ंड', 'बाकी हिस्सा पहले जैसा ही रहेगा'],
  planReminder: ['31 जनवरी 2027', '₹3,500 का ऐड क्रेडिट', 'मेरा प्लान रिन्यू करें'],
  enquiry: ['शिकायत के बारे में', 'ENQ-20261126-0001', '48 घंटे के अंदर', 'ज़्यादा से ज़्यादा', '/hi/contactus'],
  enquiryPlan: ['मार्केटिंग प्लान (Growth plan) के बारे में', 'संपर्क करें'],
};

describe('customer mails in English and Hindi', () => {
  it('English (no language or en) is byte-identical to the mails before languages, for every customer mail', () => {
    expect(Object.keys(MAILS).sort()).toEqual(Object.keys(ENGLISH_MAILS).sort());
    for (const [mailName, draw] of Object.entries(MAILS)) {
      const before = ENGLISH_MAILS[mailName];
      for (const mail of [draw(), draw('en')]) {
        expect({ name: mailName, subject: mail.subject, text: mail.text, html: sha256(mail.html) }).toEqual({
          name: mailName,
          subject: before?.subject,
          text: before?.text,
          html: before?.htmlSha256,
        });
        expect(mail.kind).toBe(before?.kind);
      }
    }
  });

  it('Hindi has its own subject, body and button for every customer mail, with no English sentence left', () => {
    for (const [mailName, draw] of Object.entries(MAILS)) {
      const mail = draw('hi');
      const english = ENGLISH_MAILS[mailName];
      expect(mail.subject, mailName).not.toBe(english?.subject);
      expect(mail.subject, mailName).toMatch(DEVANAGARI);
      expect(mail.kind, mailName).toBe(english?.kind);
      for (const words of HINDI_WORDS[mailName] ?? ['नमस्ते Asha Rao,', 'अपना प्रोजेक्ट खोलें'])
        expect(`${mail.text}\n${mail.html}`, mailName).toContain(words);
      // English words left would be whole lowercase words of three letters or more outside names, links and GST.
      const leftover = mail.text
        .replace(/https?:\/\/\S+/g, '')
        .replace(
          /Asha Rao|Chai & Chaat Corner|Growth plan|Erased customer|Tell me more\.|The preview <b>is<\/b> late\.|Please call\./g,
          '',
        )
        .match(/\b[a-z]{3,}\b/g);
      expect(leftover, mailName).toBeNull();
      expect(mail.html, mailName).toMatch(DEVANAGARI);
    }
  });

  it('a Hindi project mail names the work: the website, or for a plan month its marketing', () => {
    expect(projectMail(project('design'), 'IN_REVIEW', url, 'hi')?.text).toContain(
      'आपकी वेबसाइट का प्रीव्यू आपके देखने के लिए तैयार है।',
    );
    expect(projectMail(project('plan_month'), 'DELIVERED', url, 'hi')?.text).toContain(
      'इस महीने की मार्केटिंग डिलीवर हो गई है। पसंद नहीं आई? 7 दिन के अंदर हमें बताएँ।',
    );
    expect(projectMail(project('design'), 'IN_DESIGN', url, 'hi')).toBeNull();
  });
});
