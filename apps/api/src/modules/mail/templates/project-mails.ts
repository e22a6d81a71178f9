import type { ProjectState } from '@store/shared';
import type { ProjectInEvent } from '../../projects';
import { escapeHtml } from './layout';

/** What a project mail tells of: a state it reached, or its brief reminder. */
export type ProjectMailEvent = ProjectState | 'brief-reminder';

/** What each event tells the customer; null when it implies no mail. */
function wording(event: ProjectMailEvent, project: ProjectInEvent): { subject: string; lines: string[] } | null {
  const name = `${project.title} (${project.reference})`;
  // A plan month's work is the month's marketing, not a website.
  const work = project.kind === 'plan_month' ? "this month's marketing" : 'your website';
  const workCapital = project.kind === 'plan_month' ? "This month's marketing" : 'Your website';
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
          `Your order ${project.order.number} was refunded, so we have stopped work on ${work} and closed this project.`,
          'If you did not expect this, reply to this mail or write to us from the contact page.',
        ],
      };
    default:
      return null;
  }
}

/** The customer's mail about a project event, with the link to the project; null when it implies none. */
export function projectMail(project: ProjectInEvent, event: ProjectMailEvent, publicUrl: string) {
  const words = wording(event, project);
  if (!words) return null;
  const link = `${publicUrl}/projects/${encodeURIComponent(project.id)}`;
  const greeting = `Hello ${project.customer.name},`;
  return {
    kind: `project-${event === 'brief-reminder' ? 'brief-reminder' : event.toLowerCase().replaceAll('_', '-')}`,
    subject: words.subject,
    text: [greeting, '', ...words.lines, '', `Open your project: ${link}`].join('\n'),
    html: [greeting, ...words.lines]
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .concat(`<p><a href="${escapeHtml(link)}">Open your project</a></p>`)
      .join(''),
  };
}
