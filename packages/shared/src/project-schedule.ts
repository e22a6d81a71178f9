/**
 * A project's clock: the due date counted in the shop's working hours (India time), and the
 * calendar rules of the terms (pause after 7 days without the customer, 7 days to report
 * dissatisfaction, a brief reminder after 2 days). Pure functions of ISO times.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** India Standard Time is UTC+5:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * MINUTE_MS;

/** Opening hours in India time, minutes after midnight, by weekday (0 = Sunday, closed). */
const OPENING: ReadonlyArray<readonly [number, number] | null> = [
  null,
  [9 * 60, 18 * 60],
  [9 * 60, 18 * 60],
  [9 * 60, 18 * 60],
  [9 * 60, 18 * 60],
  [9 * 60, 18 * 60],
  [10 * 60, 16 * 60],
];

/** A working day is a weekday's opening hours (9:00–18:00); the minimum of 3 of them is 27 working hours. */
export const WORKING_DAY_HOURS = 9;
export const MINIMUM_WORKING_DAYS = 3;
export const PAUSE_AFTER_DAYS = 7;
export const DISSATISFACTION_WINDOW_DAYS = 7;
export const BRIEF_REMINDER_AFTER_DAYS = 2;

/** Adds `minutes` of the shop's open time to `start`; closed hours and Sundays do not count. */
export function addWorkingMinutes(start: Date, minutes: number): Date {
  // Work on "India wall-clock" milliseconds so the UTC getters read India's date and time.
  let local = start.getTime() + IST_OFFSET_MS;
  let remaining = minutes * MINUTE_MS;
  for (let guard = 0; guard < 3660; guard++) {
    const day = new Date(local);
    const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
    const window = OPENING[day.getUTCDay()];
    const opens = window ? midnight + window[0] * MINUTE_MS : 0;
    const closes = window ? midnight + window[1] * MINUTE_MS : 0;
    if (!window || local >= closes) {
      local = midnight + DAY_MS;
      continue;
    }
    if (local < opens) local = opens;
    if (remaining <= closes - local) return new Date(local + remaining - IST_OFFSET_MS);
    remaining -= closes - local;
    local = midnight + DAY_MS;
  }
  throw new Error('working time beyond ten years');
}

/** When a project whose brief was submitted at `submittedAt` is due: 3 working days of the shop's hours later. */
export function projectDueAt(submittedAt: string): string {
  return addWorkingMinutes(new Date(submittedAt), MINIMUM_WORKING_DAYS * WORKING_DAY_HOURS * 60).toISOString();
}

export function isProjectOverdue(project: { state: string; dueAt: string | null }, now: Date = new Date()): boolean {
  const working = project.state === 'IN_DESIGN' || project.state === 'REVISION_REQUESTED';
  return working && project.dueAt !== null && now.getTime() > Date.parse(project.dueAt);
}

const addDays = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY_MS).toISOString();

/** When a project waiting on the customer since `waitingSince` may be paused (7 calendar days). */
export const pauseDueAt = (waitingSince: string) => addDays(waitingSince, PAUSE_AFTER_DAYS);

/** When the customer is reminded of a brief not yet submitted. */
export const briefReminderDueAt = (waitingSince: string) => addDays(waitingSince, BRIEF_REMINDER_AFTER_DAYS);

/** The end of the 7 days after delivery in which the customer may report dissatisfaction (the FAQ). */
export const dissatisfactionEndsAt = (deliveredAt: string) => addDays(deliveredAt, DISSATISFACTION_WINDOW_DAYS);

export function isDissatisfactionWindowOpen(deliveredAt: string | null, now: Date = new Date()): boolean {
  return deliveredAt !== null && now.getTime() <= Date.parse(dissatisfactionEndsAt(deliveredAt));
}
