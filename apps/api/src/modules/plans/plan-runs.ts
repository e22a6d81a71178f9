import { dayAfter } from '@store/shared';

interface PeriodDates {
  starts_on: string;
  ends_on: string;
  months: number;
}

/**
 * A customer's periods of one plan, joined end to end: the run that is current (or last). A
 * period starting the day after the one before continues its run; a gap starts a new one.
 */
export function currentRun<T extends PeriodDates>(periods: readonly T[]): T[] {
  const sorted = [...periods].sort((a, b) => a.starts_on.localeCompare(b.starts_on));
  let run: T[] = [];
  for (const period of sorted) {
    const last = run.at(-1);
    run = last && dayAfter(last.ends_on) === period.starts_on ? [...run, period] : [period];
  }
  return run;
}

/**
 * The months already in the run a purchase starting on `startsOn` continues (0 when it starts a new
 * run): its first month is numbered after them ("month 4 of 6" for a renewal of 3 after 3).
 */
export function runMonthsBefore(periods: readonly PeriodDates[], startsOn: string): number {
  const run = currentRun(periods.filter((period) => period.starts_on < startsOn));
  const last = run.at(-1);
  if (!last || dayAfter(last.ends_on) !== startsOn) return 0;
  return run.reduce((sum, period) => sum + period.months, 0);
}
