import { indiaDate, planMonthsOf, planPeriodEnd } from '@store/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { RefundedOrder } from '../checkout';
import { deletePeriod, periodOfOrderLine, shortenPeriod } from './plan-refunds.repository';
import { deletePeriodsOfOrder } from './plans.repository';

/**
 * Months of a plan line's period that have not started (India date) and so may still be refunded: a
 * month starting today has started. Refunded months are gone from the period already.
 */
export async function unstartedPlanMonths(
  db: Kysely<Database>,
  orderId: string,
  position: number,
  now = new Date(),
): Promise<number> {
  const period = await periodOfOrderLine(db, orderId, position);
  if (!period) return 0;
  const today = indiaDate(now);
  return planMonthsOf(period.starts_on, Number(period.months)).filter((month) => month.startsOn > today).length;
}

/**
 * Checkout's OrderRefunded, for the plans: a whole refund takes the order's periods away; a partial one
 * takes only the refunded months off the end of each refunded plan line's period (the last ones, never
 * started), so the customer keeps the months still paid for. A renewal bought after keeps its dates.
 */
export async function endPlanMonthsOfRefund(
  trx: Transaction<Database>,
  { order, lines }: Pick<RefundedOrder, 'order' | 'lines'>,
): Promise<void> {
  if (lines === 'all') {
    await deletePeriodsOfOrder(trx, order.id);
    return;
  }
  for (const line of lines) {
    if (!line.months) continue;
    const period = await periodOfOrderLine(trx, order.id, line.position);
    if (!period) continue;
    const months = Number(period.months) - line.months;
    if (months <= 0) await deletePeriod(trx, period.id);
    else await shortenPeriod(trx, period.id, months, planPeriodEnd(period.starts_on, months));
  }
}
