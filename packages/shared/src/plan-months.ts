import { dayAfter, planPeriodEnd } from './plan-periods';

/**
 * The months of a plan period, each a project of the shop's (the plans issue's "monthly work"). Month
 * k of a period starting on day D runs from the day after month k-1's end to `planPeriodEnd(D, k)`,
 * so the months cover the period exactly, by the period's own end-of-month rule.
 */
export interface PlanMonth {
  startsOn: string;
  endsOn: string;
}

export function planMonthsOf(startsOn: string, months: number): PlanMonth[] {
  const list: PlanMonth[] = [];
  for (let month = 1; month <= months; month++) {
    const previousEnd = list.at(-1)?.endsOn;
    list.push({ startsOn: previousEnd ? dayAfter(previousEnd) : startsOn, endsOn: planPeriodEnd(startsOn, month) });
  }
  return list;
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A plan month's project title: "PRO PLAN — month 2 of 3 (Jan 2027)", named by the calendar month
 * it starts in. `of` is the months of the customer's run as it stood when the month was bought.
 */
export function planMonthTitle(planTitle: string, number: number, of: number, startsOn: string): string {
  const label = `${MONTH_NAMES[Number(startsOn.slice(5, 7)) - 1]} ${startsOn.slice(0, 4)}`;
  return `${planTitle} — month ${number} of ${of} (${label})`;
}

/** 00:00 India time on an India date, as an instant (18:30 UTC the day before). */
export const indiaMidnight = (date: string): string => new Date(Date.parse(`${date}T00:00:00.000+05:30`)).toISOString();
