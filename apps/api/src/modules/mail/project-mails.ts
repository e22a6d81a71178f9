import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Subscriber } from '../../lib/event-bus';
import type { ModuleServices } from '../module';
import type { ProjectInEvent, ProjectsEvents } from '../projects';
import { enqueueMail, type MailOutbox } from './mail.service';
import { type ProjectMailEvent, projectMail } from './templates/project-mails';

/**
 * The projects module's mails to the customer, written in the transaction of the change they tell of: a preview
 * ready, changes received, delivered, paused, work stopped by a refund, and the brief reminder; in the customer's
 * account's language.
 */
export function projectMails(
  settings: MailOutbox & { publicUrl: string },
  { accountLanguage }: Pick<ModuleServices, 'accountLanguage'>,
): {
  [Name in keyof ProjectsEvents]: Subscriber<ProjectsEvents[Name]>;
} {
  const queue = async (trx: Transaction<Database>, project: ProjectInEvent, event: ProjectMailEvent) => {
    const language = await accountLanguage(trx, project.customer.id);
    const mail = projectMail(project, event, settings.publicUrl, language);
    if (!mail) return;
    await enqueueMail(trx, settings, {
      ...mail,
      to: project.customer.email,
      // One mail per event of the project: a retried change cannot send it twice.
      eventKey: `project:${project.id}:${event}:${project.version}`,
    });
  };
  return {
    ProjectStateChanged: async (trx, { project, to, cause }) => {
      // A customer who just wrote knows their project is back; an erased account is told by its own mail.
      if (cause === 'customer-writing' || cause === 'erasure') return;
      await queue(trx, project, to);
    },
    ProjectBriefReminderDue: (trx, { project }) => queue(trx, project, 'brief-reminder'),
  };
}
