import type { ProjectState } from '@store/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { enqueueMail, type MailOutbox, type NewMail } from '../mail';
import type { ProjectRow } from './projects.repository';

/** Where project mails go out: the mail module's outbox and the store's address for links. */
export interface ProjectMailer {
  outbox: MailOutbox;
  publicUrl: string;
}

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** What each event tells the customer; null when it implies no mail. */
function wording(event: ProjectState | 'brief-reminder', row: ProjectRow): { subject: string; lines: string[] } | null {
  const name = `${row.design_title} (${row.reference})`;
  // A plan month's work is the month's marketing, not a website.
  const work = row.kind === 'plan_month' ? "this month's marketing" : 'your website';
  const workCapital = row.kind === 'plan_month' ? "This month's marketing" : 'Your website';
  switch (event) {
    case 'brief-reminder':
      return { subject: `Your brief for ${name}`, lines: [`We are waiting for your brief to start on ${work}.`] };
    case 'IN_REVIEW':
      return { subject: `Preview ready: ${name}`, lines: [`A preview of ${work} is ready for your review.`] };
    case 'REVISION_REQUESTED':
      return { subject: `We have your changes: ${name}`, lines: ['We received your revision request and are on it.'] };
    case 'DELIVERED':
      return {
        subject: `Delivered: ${name}`,
        lines: [`${workCapital} is delivered. Not happy? Tell us within 7 days.`],
      };
    case 'PAUSED':
      return {
        subject: `Paused: ${name}`,
        lines: ['Your project is paused after 7 days without hearing from you. Reply any time to resume it.'],
      };
    case 'CANCELLED':
      return {
        subject: `Order refunded, work stopped: ${name}`,
        lines: [
          `Your order ${row.order_number} was refunded, so we have stopped work on ${work} and closed this project.`,
          'If you did not expect this, reply to this mail or write to us from the contact page.',
        ],
      };
    default:
      return null;
  }
}

export function projectMail(
  row: ProjectRow,
  event: ProjectState | 'brief-reminder',
  publicUrl: string,
): NewMail | null {
  const words = wording(event, row);
  if (!words) return null;
  const link = `${publicUrl}/projects/${encodeURIComponent(row.id)}`;
  const greeting = `Hello ${row.customer_name},`;
  return {
    kind: `project-${event === 'brief-reminder' ? 'brief-reminder' : event.toLowerCase().replaceAll('_', '-')}`,
    to: row.customer_email,
    subject: words.subject,
    text: [greeting, '', ...words.lines, '', `Open your project: ${link}`].join('\n'),
    html: [greeting, ...words.lines]
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .concat(`<p><a href="${escapeHtml(link)}">Open your project</a></p>`)
      .join(''),
    // One mail per event of the project: a retried transition cannot send it twice.
    eventKey: `project:${row.id}:${event}:${row.version}`,
  };
}

/** Writes the mail an event implies in the caller's transaction (nothing without a mailer). */
export async function queueProjectMail(
  trx: Kysely<Database>,
  mailer: ProjectMailer | undefined,
  row: ProjectRow,
  event: ProjectState | 'brief-reminder',
): Promise<void> {
  const mail = mailer ? projectMail(row, event, mailer.publicUrl) : null;
  // The lock's connection is the transaction (BEGIN IMMEDIATE on SQLite, a Kysely transaction on PostgreSQL).
  if (mail && mailer) await enqueueMail(trx as Transaction<Database>, mailer.outbox, mail);
}
