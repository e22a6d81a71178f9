import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { Conflict } from '../../lib/errors';
import { applyAction } from './apply-action';
import { findProject, type ProjectRow, planMonthsOfOrder } from './projects.repository';

const STORE = { role: 'system' as const, id: null, name: 'The store' };

/** Not started: the shop has no brief to work from yet (awaiting it, or paused while awaiting it). */
const notStarted = (row: ProjectRow) =>
  row.state === 'AWAITING_BRIEF' || (row.state === 'PAUSED' && row.paused_from === 'AWAITING_BRIEF');

/**
 * Checkout's OrderRefundedListener: the refund takes the order's plan months back (the plans module
 * deletes their period), so those months' projects that have not started are CANCELLED through the
 * state machine, in the refund's transaction. A month whose brief the shop already works on stays on
 * the board for the shop to finish or settle with the customer in its thread.
 */
export async function cancelPlanMonthsOfRefundedOrder(
  trx: Transaction<Database>,
  { order }: { order: { id: string; order_number: string } },
): Promise<void> {
  for (const month of await planMonthsOfOrder(trx, order.id)) {
    // A customer's write may land between the read and the versioned update: read again and retry.
    for (let attempt = 0; attempt < 3; attempt++) {
      const row = attempt === 0 ? month : await findProject(trx, month.id);
      if (!row || !notStarted(row)) break;
      try {
        await applyAction(trx, row, STORE, { action: 'cancel', comment: `Order ${order.order_number} refunded` });
        break;
      } catch (error) {
        if (!(error instanceof Conflict)) throw error;
      }
    }
  }
}
