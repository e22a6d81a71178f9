import { dayAfter, indiaDate } from '@store/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { periodsEndingBetween } from './plans.repository';

/** How many days before a plan's last day its customer is reminded. */
export const REMINDER_DAYS = 5;

export interface EndingPlanPeriod {
  periodId: string;
  /** The customer's account: their consent to reminders is checked before the mail is written. */
  userId: string;
  customerName: string;
  customerEmail: string;
  planTitle: string;
  endsOn: string;
  adCreditPaise: number;
}

/** Writes one reminder; writing it twice for a period must write nothing the second time. */
export type PlanReminderWriter = (db: Kysely<Database>, plan: EndingPlanPeriod) => Promise<boolean>;

const addDays = (date: string, days: number) => {
  let day = date;
  for (let i = 0; i < days; i++) day = dayAfter(day);
  return day;
};

/**
 * Periods whose last day is at most REMINDER_DAYS days away (India dates) and that no later purchase
 * of the same plan extends. A store that was down on the fifth day still reminds on a later one.
 */
export function periodsEndingSoon(db: Kysely<Database>, today: string, limit = 500) {
  return periodsEndingBetween(db, today, addDays(today, REMINDER_DAYS), limit);
}

/** One pass: a reminder for every plan ending soon that has none yet (the outbox's event key keeps it one). */
export async function remindEndingPlans(db: Kysely<Database>, write: PlanReminderWriter, now = new Date()) {
  let written = 0;
  for (const period of await periodsEndingSoon(db, indiaDate(now))) {
    if (await write(db, { ...period, adCreditPaise: Number(period.adCreditPaise) })) written += 1;
  }
  return written;
}

/** Runs the reminders every `intervalMs` (hourly) and once at start, until stopped. */
export function startPlanReminders(
  db: Kysely<Database>,
  write: PlanReminderWriter,
  log: (error: unknown) => void,
  intervalMs = 3_600_000,
) {
  let running = false;
  const pass = () => {
    if (running) return;
    running = true;
    remindEndingPlans(db, write)
      .catch(log)
      .finally(() => {
        running = false;
      });
  };
  pass();
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
