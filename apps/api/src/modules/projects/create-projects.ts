import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { PaidOrder } from '../checkout';
import { insertEvent, insertProject } from './projects.repository';

/**
 * Checkout's OrderPaidListener: one project per unit of each line (quantity 2 is two websites),
 * awaiting the customer's brief. Runs in the payment's transaction, once per order.
 */
export async function createProjectsForPaidOrder(trx: Transaction<Database>, { order, items }: PaidOrder) {
  const at = order.paid_at ?? new Date().toISOString();
  let number = 0;
  // Marketing plan lines are not design projects (the plans module records them).
  const designLines = items.filter((item) => !item.plan_months);
  // The brief starts with the checkout's phone and the account's email, for the customer to keep or change.
  const knownContacts = { phone: order.phone, email: order.customer_email };
  for (const item of designLines.sort((a, b) => a.position - b.position)) {
    for (let unit = 1; unit <= item.quantity; unit++) {
      number += 1;
      const id = randomUUID();
      await insertProject(
        trx,
        {
          id,
          reference: `${order.order_number}-${number}`,
          order_id: order.id,
          order_number: order.order_number,
          order_position: item.position,
          unit_index: unit,
          user_id: order.user_id,
          customer_name: order.customer_name,
          customer_email: order.customer_email,
          design_id: item.design_id,
          design_title: item.title,
          state: 'AWAITING_BRIEF',
          paused_from: null,
          revisions_used: 0,
          waiting_since: at,
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
        },
        knownContacts,
      );
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
}
