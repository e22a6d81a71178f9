import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** The Message-ID header: one per outbox row, the same on a re-sent copy. */
  messageId: string;
  subject: string;
}

export interface TestSmtp {
  url: string;
  received: ReceivedMail[];
  /** While true the server answers every recipient with 451 (a temporary refusal). */
  refusing: boolean;
  close(): Promise<void>;
}

function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const match = new RegExp(`^${name}:\\s*((?:.*)(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
  return (match?.[1] ?? '').replace(/\r?\n[ \t]+/g, ' ').trim();
}

/**
 * A real SMTP server in this process (no TLS, no login), keeping what it accepts; `acceptDelayMs`
 * holds each message that long before accepting it, as a slow mail server does.
 */
export async function startTestSmtp({ acceptDelayMs = 0 } = {}): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const state = { refusing: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (state.refusing) {
        const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        // Kept when accepted, as a mail server commits a message just before its 250 answer.
        setTimeout(() => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
            messageId: header(raw, 'Message-ID'),
            subject: header(raw, 'Subject'),
          });
          callback();
        }, acceptDelayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get refusing() {
      return state.refusing;
    },
    set refusing(value: boolean) {
      state.refusing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
