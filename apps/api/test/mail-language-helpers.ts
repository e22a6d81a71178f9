import { expect } from 'vitest';
import { documentAttachments } from '../src/modules/invoices';
import { createSmtpTransport, deliverDueMails } from '../src/modules/mail';
import { MAIL_FROM, mailPart } from './account-mail-helpers';
import { bearer } from './accounts-helpers';
import type { TestSmtp } from './smtp-helpers';
import type { TestApp } from './test-app';

/** A header's MIME encoded words (`=?UTF-8?B?…?=`, as nodemailer writes a Hindi subject) decoded. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_match, encoding: string, words: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(words, 'base64').toString('utf8')
        : Buffer.from(
            words
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_hex, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/** Every mail the SMTP server received for `to` after the outbox's next round (with its PDFs): subject, text, HTML, raw. */
export async function deliveredTo(t: TestApp, smtp: TestSmtp, to: string) {
  await deliverDueMails({
    db: t.store.db,
    dialect: t.store.dialect,
    transport: createSmtpTransport(smtp.url),
    from: MAIL_FROM,
    attachmentsFor: documentAttachments(t.store.db),
  });
  return smtp.received
    .filter((mail) => mail.to.includes(to))
    .map((mail) => ({
      subject: decodeHeader(mail.subject),
      text: mailPart(mail, 'text/plain'),
      html: mailPart(mail, 'text/html'),
      raw: mail.raw,
    }));
}

/** The received mail to `to` whose subject matches, failing with the subjects received when there is none. */
export async function deliveredMail(t: TestApp, smtp: TestSmtp, to: string, subject: RegExp | string) {
  const mails = await deliveredTo(t, smtp, to);
  const mail = mails.find((candidate) =>
    typeof subject === 'string' ? candidate.subject === subject : subject.test(candidate.subject),
  );
  if (!mail) throw new Error(`no mail "${subject}" to ${to}; received: ${mails.map((m) => m.subject).join(' | ')}`);
  return mail;
}

/** The account chooses a language, as the switch does for a logged-in visitor. */
export async function chooseLanguage(t: TestApp, token: string, language: 'hi' | 'en') {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/profile/language',
    headers: bearer(token),
    payload: { language },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Devanagari letters: a Hindi mail is written in them. */
export const DEVANAGARI = /[\u0900-\u097F]/;
