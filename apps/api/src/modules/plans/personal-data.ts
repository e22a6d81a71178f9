import { indiaDate, type OpenWork } from '@store/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { anonymisePeriodsOf } from './personal-data.repository';
import { periodsOfCustomer } from './plans.repository';

/** The plan months the customer bought, one row per plan line paid, for their archive. */
export async function planPeriodsForExport(db: Kysely<Database>, userId: string) {
  return (await periodsOfCustomer(db, userId)).map((period) => ({
    planId: period.plan_id,
    planTitle: period.plan_title,
    orderId: period.order_id,
    months: Number(period.months),
    startsOn: period.starts_on,
    endsOn: period.ends_on,
    adCreditPaise: Number(period.ad_credit_paise),
    customerName: period.customer_name,
    customerEmail: period.customer_email,
    createdAt: period.created_at,
  }));
}

/** Plan periods not yet over (India dates): months the customer still has coming. */
export async function activePlansOf(
  db: Kysely<Database>,
  userId: string,
  now = new Date(),
): Promise<OpenWork['plans']> {
  const today = indiaDate(now);
  return (await periodsOfCustomer(db, userId))
    .filter((period) => period.ends_on >= today)
    .map((period) => ({ title: period.plan_title, endsOn: period.ends_on }));
}

/** The periods stay with their orders (kept for tax); the name and email snapshot on them goes. */
export async function erasePlanPeriodsOf(trx: Kysely<Database>, userId: string, erasedName: string) {
  await anonymisePeriodsOf(trx, userId, erasedName);
}
