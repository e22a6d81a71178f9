/**
 * Plan periods in India time (dates are `YYYY-MM-DD`, no time of day). A plan bought for N months
 * starting on day D runs to the day before day D of the month N months later. When that month has
 * no day D (31 January + 1 month), the period ends on that month's last day instead (28 or 29
 * February), so a month never spills into the month after. A period starting on the 1st ends on the
 * last day of its last month.
 */

import { INDIA_OFFSET_MS } from './india-dates';
import type { PLAN_MONTHS } from './page-rules';

export type PlanMonths = (typeof PLAN_MONTHS)[number];

/**
 * A plan's cart and order line title: "PRO PLAN — 3 months". Kept here, apart from the zod schemas,
 * so the cart (in the first page load) does not pull zod in with it.
 */
export const planLineTitle = (title: string, months: number) =>
  `${title} — ${months} ${months === 1 ? 'month' : 'months'}`;

const DAY_MS = 86_400_000;

const asUtc = (date: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`Not a date: ${date}`);
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
};
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const daysInMonth = (year: number, monthIndex: number) => new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();

/** The calendar date in India at an instant (00:00 IST is 18:30 UTC the day before). */
export function indiaDate(instant: Date): string {
  return fromUtc(instant.getTime() + INDIA_OFFSET_MS);
}

/** The next calendar date. */
export function dayAfter(date: string): string {
  return fromUtc(asUtc(date) + DAY_MS);
}

/** The last date of a period of `months` months that starts on `start` (rule above). */
export function planPeriodEnd(start: string, months: number): string {
  const startMs = asUtc(start);
  const from = new Date(startMs);
  const day = from.getUTCDate();
  const monthIndex = from.getUTCMonth() + months;
  const year = from.getUTCFullYear() + Math.floor(monthIndex / 12);
  const month = monthIndex % 12;
  const lastDay = daysInMonth(year, month);
  if (day > lastDay) return fromUtc(Date.UTC(year, month, lastDay));
  return fromUtc(Date.UTC(year, month, day) - DAY_MS);
}

/** Where a new purchase of a plan starts: today, or the day after the customer's current end of that plan. */
export function planPeriodStart(today: string, currentEnd: string | undefined): string {
  return currentEnd !== undefined && currentEnd >= today ? dayAfter(currentEnd) : today;
}

export interface PlanPeriodDates {
  startsOn: string;
  months: number;
}

/**
 * Months not yet over on `today`: each month of each period counts until its last day has passed,
 * so the month running today counts as left.
 */
export function planMonthsLeft(periods: readonly PlanPeriodDates[], today: string): number {
  let left = 0;
  for (const period of periods) {
    for (let month = 1; month <= period.months; month++) {
      if (planPeriodEnd(period.startsOn, month) >= today) left += 1;
    }
  }
  return left;
}
