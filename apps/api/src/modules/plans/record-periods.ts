import { randomUUID } from 'node:crypto';
import { indiaDate, planPeriodEnd, planPeriodStart } from '@store/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Publisher } from '../../lib/event-bus';
import { runMonthsBefore } from './plan-runs';
import { findPlanRows, insertPeriod, latestEnd, lockCustomerPlans, periodsOfCustomerPlan } from './plans.repository';
import type { PlanPeriodStarted, PlansEvents } from './plans-events';

interface PaidPlanOrder {
  order: PlanPeriodStarted['order'];
  items: { position: number; design_id: string; title: string; plan_months?: number | null }[];
}

/**
 * A paid order's plan lines become the customer's periods (in the transaction that marks it PAID):
 * each starts on the payment's India date, or the day after the customer's current end of that plan.
 * Each new period is published (the projects module makes a project of each of its months).
 */
export async function recordPlansForPaidOrder(
  trx: Transaction<Database>,
  { order, items }: PaidPlanOrder,
  events: Publisher<PlansEvents>,
) {
  const planLines = items.filter((item) => item.plan_months);
  if (planLines.length === 0) return;
  await lockCustomerPlans(trx, order.user_id);
  const plans = new Map(
    (
      await findPlanRows(
        trx,
        planLines.map((line) => line.design_id),
      )
    ).map((row) => [row.id, row]),
  );
  const paidAt = order.paid_at ?? new Date().toISOString();
  const today = indiaDate(new Date(paidAt));
  for (const line of [...planLines].sort((a, b) => a.position - b.position)) {
    const months = Number(line.plan_months);
    const plan = plans.get(line.design_id);
    const startsOn = planPeriodStart(today, await latestEnd(trx, order.user_id, line.design_id));
    const earlier = await periodsOfCustomerPlan(trx, order.user_id, line.design_id);
    const planTitle = plan?.title ?? line.title.split(' — ')[0] ?? line.title;
    const inserted = await insertPeriod(trx, {
      id: randomUUID(),
      user_id: order.user_id,
      customer_name: order.customer_name,
      customer_email: order.customer_email,
      plan_id: line.design_id,
      plan_title: planTitle,
      order_id: order.id,
      order_position: line.position,
      months,
      starts_on: startsOn,
      ends_on: planPeriodEnd(startsOn, months),
      ad_credit_paise: Number(plan?.ad_credit_paise ?? 0),
      created_at: paidAt,
    });
    // A replayed payment recorded nothing, so it makes no months either.
    if (!inserted) continue;
    await events.publish(trx, 'PlanPeriodStarted', {
      order,
      orderPosition: line.position,
      planId: line.design_id,
      planTitle,
      monthsBefore: runMonthsBefore(earlier, startsOn),
      startsOn,
      months,
    });
  }
}
