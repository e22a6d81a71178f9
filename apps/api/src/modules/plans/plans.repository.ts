import { sql } from 'kysely';
import { isPostgres } from '../../db/column-types';
import { type DbHandle, ownTables } from '../../db/own-tables';
import type { PlansPeriodsTable, PlansPlansTable, PlansTables } from './plans.tables';

const own = ownTables<PlansTables>();

type Db = DbHandle;
export type PlanRow = PlansPlansTable;
export type PeriodRow = PlansPeriodsTable;

/** Writes the plans a store lacks; a plan already there keeps an admin's edits. */
export async function insertPlansIfMissing(db: Db, plans: PlanRow[]): Promise<void> {
  await own(db)
    .insertInto('plans_plans')
    .values(plans)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

export const listPlanRows = (db: Db) => own(db).selectFrom('plans_plans').selectAll().orderBy('position').execute();

export function findPlanRows(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return own(db)
    .selectFrom('plans_plans')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
}

export async function updatePlanRow(
  db: Db,
  id: string,
  values: Pick<PlanRow, 'monthly_price_paise' | 'ad_credit_paise' | 'features' | 'updated_at'>,
): Promise<boolean> {
  const result = await own(db).updateTable('plans_plans').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Serialises plan purchases of one customer: the next period starts after the latest end, so two
 * payments recorded at once must not both read the same end. SQLite's write transaction already does.
 */
export async function lockCustomerPlans(trx: DbHandle, userId: string): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(7311, hashtext(${`plans:${userId}`}))`.execute(trx);
}

export const latestEnd = async (db: Db, userId: string, planId: string) =>
  (
    await own(db)
      .selectFrom('plans_periods')
      .select((eb) => eb.fn.max('ends_on').as('ends_on'))
      .where('user_id', '=', userId)
      .where('plan_id', '=', planId)
      .executeTakeFirst()
  )?.ends_on ?? undefined;

/** Inserts a paid line's period once: a replayed payment finds it there already (false). */
export async function insertPeriod(db: Db, period: PeriodRow): Promise<boolean> {
  const result = await own(db)
    .insertInto('plans_periods')
    .values(period)
    .onConflict((conflict) => conflict.columns(['order_id', 'order_position']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export const periodsOfCustomerPlan = (db: Db, userId: string, planId: string) =>
  own(db)
    .selectFrom('plans_periods')
    .selectAll()
    .where('user_id', '=', userId)
    .where('plan_id', '=', planId)
    .orderBy('starts_on')
    .execute();

export const deletePeriodsOfOrder = (db: Db, orderId: string) =>
  own(db).deleteFrom('plans_periods').where('order_id', '=', orderId).execute();

export const periodsOfCustomer = (db: Db, userId: string) =>
  own(db).selectFrom('plans_periods').selectAll().where('user_id', '=', userId).orderBy('starts_on').execute();

/** Every period of every customer, for the admin's view (one row per plan line paid). */
export const allPeriods = (db: Db) => own(db).selectFrom('plans_periods').selectAll().orderBy('starts_on').execute();

/**
 * Periods whose last day is in [from, to] (India dates) and that no later purchase of the same plan
 * extends, soonest first.
 */
export function periodsEndingBetween(db: Db, from: string, to: string, limit: number) {
  return own(db)
    .selectFrom('plans_periods as period')
    .select([
      'period.id as periodId',
      'period.user_id as userId',
      'period.customer_name as customerName',
      'period.customer_email as customerEmail',
      'period.plan_title as planTitle',
      'period.ends_on as endsOn',
      'period.ad_credit_paise as adCreditPaise',
    ])
    .where('period.ends_on', '>=', from)
    .where('period.ends_on', '<=', to)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('plans_periods as later')
            .select('later.id')
            .whereRef('later.user_id', '=', 'period.user_id')
            .whereRef('later.plan_id', '=', 'period.plan_id')
            .whereRef('later.ends_on', '>', 'period.ends_on'),
        ),
      ),
    )
    .orderBy('period.ends_on')
    .limit(limit)
    .execute();
}
