import { randomUUID } from 'node:crypto';
import { indiaMidnight, planMonthsOf, planMonthTitle } from '@store/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { DomainEvents } from '../module';
import { countProjectsOfOrder, insertEvent, insertProject } from './projects.repository';

/** One paid plan line, as the plans module recorded and published its period. */
export type PaidPlanMonths = DomainEvents['PlanPeriodStarted'];

/**
 * A paid plan line's months become projects awaiting their monthly brief, in the payment's
 * transaction (projects' subscriber of PlanPeriodStarted, which plans publishes right after recording the
 * period, once per order line;
 * the unique (order, line, unit) key refuses a second set). A month waits on the customer from its
 * first day only, so the pause job leaves months still to come alone.
 */
export async function createPlanMonthProjects(trx: Transaction<Database>, line: PaidPlanMonths): Promise<void> {
  const { order } = line;
  const at = order.paid_at ?? new Date().toISOString();
  const of = line.monthsBefore + line.months;
  let number = await countProjectsOfOrder(trx, order.id);
  for (const [index, month] of planMonthsOf(line.startsOn, line.months).entries()) {
    number += 1;
    const monthNumber = line.monthsBefore + index + 1;
    const id = randomUUID();
    const monthStart = indiaMidnight(month.startsOn);
    await insertProject(trx, {
      id,
      reference: `${order.order_number}-${number}`,
      order_id: order.id,
      order_number: order.order_number,
      order_position: line.orderPosition,
      unit_index: index + 1,
      user_id: order.user_id,
      customer_name: order.customer_name,
      customer_email: order.customer_email,
      kind: 'plan_month',
      design_id: line.planId,
      design_title: planMonthTitle(line.planTitle, monthNumber, of, month.startsOn),
      plan_month: monthNumber,
      plan_months_of: of,
      month_starts_on: month.startsOn,
      month_ends_on: month.endsOn,
      state: 'AWAITING_BRIEF',
      paused_from: null,
      revisions_used: 0,
      waiting_since: [monthStart, at].sort()[1] ?? at,
      due_at: null,
      preview_url: null,
      delivered_at: null,
      delivery_site_url: null,
      delivery_handed_over: null,
      dissatisfaction_reported_at: null,
      brief_reminded_at: null,
      version: 0,
      job_lock_until: null,
      created_at: at,
      updated_at: at,
    });
    await insertEvent(trx, {
      project_id: id,
      from_state: null,
      to_state: 'AWAITING_BRIEF',
      action: 'order_paid',
      actor_role: 'system',
      actor_id: null,
      reason: `Order ${order.order_number} paid`,
      at,
    });
  }
}
