import {
  type AdminPlans,
  type CustomerPlan,
  dayAfter,
  indiaDate,
  type MarketingPlanData,
  type PlanLineInput,
  type PlanUpdateInput,
  paiseToRupees,
  planLineTitle,
  planMonthsLeft,
  rupeesToPaise,
} from '@store/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { InvalidInput, NotFound } from '../../lib/errors';
import type { PricedPlanLine } from '../checkout';
import { currentRun } from './plan-runs';
import {
  allPeriods,
  findPlanRows,
  listPlanRows,
  type PeriodRow,
  type PlanRow,
  periodsOfCustomer,
  updatePlanRow,
} from './plans.repository';

const RENEWAL_WINDOW_DAYS = 7;

function toPlan(row: PlanRow): MarketingPlanData {
  return {
    id: row.id,
    title: row.title,
    pricePerMonth: paiseToRupees(Number(row.monthly_price_paise)),
    adCredit: paiseToRupees(Number(row.ad_credit_paise)),
    features: JSON.parse(row.features) as string[],
  };
}

export async function listPlans(db: Kysely<Database>): Promise<MarketingPlanData[]> {
  return (await listPlanRows(db)).map(toPlan);
}

/** An admin's edit: price, ad credit and features. Orders already placed keep the price on their lines. */
export async function updatePlan(db: Kysely<Database>, id: string, input: PlanUpdateInput): Promise<MarketingPlanData> {
  const saved = await updatePlanRow(db, id, {
    monthly_price_paise: rupeesToPaise(input.pricePerMonth),
    ad_credit_paise: rupeesToPaise(input.adCredit),
    features: JSON.stringify(input.features),
    updated_at: new Date().toISOString(),
  });
  if (!saved) throw new NotFound(`No plan ${id}`);
  const [row] = await findPlanRows(db, [id]);
  if (!row) throw new NotFound(`No plan ${id}`);
  return toPlan(row);
}

/** A plan line priced from the store's own table: the monthly price × months, as one line of quantity 1. */
export async function pricePlanLines(db: Kysely<Database>, lines: readonly PlanLineInput[]): Promise<PricedPlanLine[]> {
  const ids = lines.map((line) => line.id);
  if (new Set(ids).size !== ids.length) throw new InvalidInput('A cart holds one line per plan');
  const byId = new Map((await findPlanRows(db, ids)).map((row) => [row.id, row]));
  return lines.map((line) => {
    const row = byId.get(line.id);
    if (!row) throw new InvalidInput(`Plan ${line.id} is not on sale`);
    return {
      planId: row.id,
      title: planLineTitle(row.title, line.months),
      months: line.months,
      pricePaise: Number(row.monthly_price_paise) * line.months,
    };
  });
}

function summarise(periods: readonly PeriodRow[], today: string): CustomerPlan | undefined {
  const run = currentRun(periods);
  const first = run[0];
  const last = run.at(-1);
  if (!first || !last) return undefined;
  return {
    planId: last.plan_id,
    title: last.plan_title,
    monthsBought: run.reduce((sum, period) => sum + period.months, 0),
    startsOn: first.starts_on,
    endsOn: last.ends_on,
    adCredit: paiseToRupees(Number(last.ad_credit_paise)),
    monthsLeft: planMonthsLeft(
      run.map((period) => ({ startsOn: period.starts_on, months: period.months })),
      today,
    ),
    status: today < first.starts_on ? 'upcoming' : today > last.ends_on ? 'lapsed' : 'active',
  };
}

const groupBy = <T>(rows: readonly T[], key: (row: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
};

export async function customerPlans(db: Kysely<Database>, userId: string, now = new Date()) {
  const today = indiaDate(now);
  const groups = groupBy(await periodsOfCustomer(db, userId), (period) => period.plan_id);
  const plans = [...groups.values()].flatMap((periods) => summarise(periods, today) ?? []);
  return { today, plans: plans.sort((a, b) => b.endsOn.localeCompare(a.endsOn)) };
}

export async function adminPlans(db: Kysely<Database>, now = new Date()): Promise<AdminPlans> {
  const today = indiaDate(now);
  let windowEnd = today;
  for (let day = 0; day < RENEWAL_WINDOW_DAYS; day++) windowEnd = dayAfter(windowEnd);
  const groups = groupBy(await allPeriods(db), (period) => `${period.user_id} ${period.plan_id}`);
  const active = new Map<string, number>();
  const renewalsDue: AdminPlans['renewalsDue'] = [];
  const lapsed: AdminPlans['lapsed'] = [];
  for (const periods of groups.values()) {
    const plan = summarise(periods, today);
    const last = periods.at(-1);
    if (!plan || !last) continue;
    const row = {
      customerName: last.customer_name,
      customerEmail: last.customer_email,
      planTitle: plan.title,
      endsOn: plan.endsOn,
    };
    if (plan.status === 'lapsed') lapsed.push(row);
    else {
      if (plan.status === 'active') active.set(plan.planId, (active.get(plan.planId) ?? 0) + 1);
      if (plan.endsOn <= windowEnd) renewalsDue.push(row);
    }
  }
  const byEnd = (a: { endsOn: string }, b: { endsOn: string }) => a.endsOn.localeCompare(b.endsOn);
  const rows = await listPlanRows(db);
  return {
    today,
    plans: rows.map((row) => ({ ...toPlan(row), activeCustomers: active.get(row.id) ?? 0, updatedAt: row.updated_at })),
    renewalsDue: renewalsDue.sort(byEnd),
    lapsed: lapsed.sort(byEnd).reverse(),
  };
}
