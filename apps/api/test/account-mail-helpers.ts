import { expect } from 'vitest';
import { createSmtpTransport, deliverDueMails } from '../src/modules/mail';
import type { ReceivedMail, TestSmtp } from './smtp-helpers';
import type { TestApp } from './test-app';

export const MAIL_FROM = 'Acme Prints <hello@acme.example>';
export const PUBLIC_URL = 'https://shop.acme.example';

/** The settings of an app whose mails go to the in-process SMTP server. */
export const smtpEnv = (smtp: TestSmtp) => ({ SMTP_URL: smtp.url, MAIL_FROM, PUBLIC_URL });

/** One round of the outbox worker against the test SMTP server. */
export const deliver = (t: TestApp, smtp: TestSmtp) =>
  deliverDueMails({
    db: t.store.db,
    dialect: t.store.dialect,
    transport: createSmtpTransport(smtp.url),
    from: MAIL_FROM,
  });

export async function mailsOfKind(t: TestApp, kind: string, to?: string) {
  let query = t.store.db.selectFrom('mail_outbox').selectAll().where('kind', '=', kind);
  if (to) query = query.where('recipient', '=', to);
  return query.execute();
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The decoded body of a received mail's part of `contentType` (text/plain or text/html). */
export function mailPart(mail: ReceivedMail, contentType: 'text/plain' | 'text/html'): string {
  const part = mail.raw
    .split(/\r?\n--/)
    .find((section) => new RegExp(`^Content-Type: ${contentType}`, 'im').test(section.split(/\r?\n\r?\n/)[0] ?? ''));
  if (!part) throw new Error(`no ${contentType} part`);
  const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** The one-time link to `path` in the mail's text part, checked to be the same in its HTML part. */
export function linkIn(mail: ReceivedMail, path: '/reset-password' | '/verify-email'): { url: URL; token: string } {
  const text = mailPart(mail, 'text/plain');
  const escaped = `${PUBLIC_URL}${path}`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const href = new RegExp(`${escaped}\\?token=[A-Za-z0-9_-]+`).exec(text)?.[0];
  if (!href) throw new Error(`no ${path} link in:\n${text}`);
  expect(mailPart(mail, 'text/html')).toContain(`href="${href}"`);
  const url = new URL(href);
  return { url, token: url.searchParams.get('token') ?? '' };
}
