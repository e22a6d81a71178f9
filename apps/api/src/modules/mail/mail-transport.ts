import type { Transporter } from 'nodemailer';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface OutgoingMail {
  /** Stable per mail, so a copy re-sent after a crash carries the same Message-ID. */
  messageId: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
}

/** Hands a mail to SMTP; rejects when the server is down, refuses or times out. */
export type MailTransport = (mail: OutgoingMail) => Promise<void>;

/**
 * SMTP through nodemailer from SMTP_URL (smtp://user:pass@host:587 or smtps://…:465), checked at start
 * (config/env.ts). nodemailer is loaded with the first mail sent.
 */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  let transporter: Promise<Transporter> | undefined;
  const opened = () => {
    transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(smtpUrl, {
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      }),
    );
    return transporter;
  };
  return async (mail) => {
    await (await opened()).sendMail({
      messageId: mail.messageId,
      from: mail.from,
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      attachments: mail.attachments?.map((file) => ({
        filename: file.filename,
        contentType: file.contentType,
        content: Buffer.from(file.content),
      })),
      disableFileAccess: true,
      disableUrlAccess: true,
    });
  };
}
