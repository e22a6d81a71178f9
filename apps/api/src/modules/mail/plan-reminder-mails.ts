import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { enqueueMail, type MailOutbox } from './mail.service';
import { type EndingPlanForMail, planReminderMail } from './templates/plan-reminder-mail';

export interface EndingPlan extends EndingPlanForMail {
  /** The plan period the reminder is for: its one mail's event key. */
  periodId: string;
  customerEmail: string;
}

/** Writes the reminder of an ending plan; a second call for the same period writes nothing. */
export function queuePlanReminder(settings: MailOutbox & { publicUrl: string }) {
  return (db: Kysely<Database>, plan: EndingPlan) =>
    enqueueMail(db, settings, {
      kind: 'plan-reminder',
      to: plan.customerEmail,
      eventKey: `plan-reminder:${plan.periodId}`,
      ...planReminderMail(plan, settings.publicUrl),
    });
}
