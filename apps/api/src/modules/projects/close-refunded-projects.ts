import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { Conflict } from '../../lib/errors';
import { applyAction } from './apply-action';
import { type ProjectMailer, queueProjectMail } from './project-mails';
import { findProject, type ProjectRow, projectsOfOrder } from './projects.repository';

const STORE = { role: 'system' as const, id: null, name: 'The store' };

/** Work the refund pays back: everything not yet delivered (a delivered site or month is the customer's). */
const stillOpen = (row: ProjectRow) => row.state !== 'DELIVERED' && row.state !== 'CANCELLED';

/**
 * A subscriber of checkout's OrderRefunded: the refund takes back the money for the order's work, so every project
 * of the order not yet delivered, website or plan month, is CANCELLED through the state machine in the
 * refund's transaction, with a history entry and a mail to the customer. A cancelled project takes no brief,
 * message or action again (409).
 */
export function closeProjectsOfRefundedOrder(mailer: ProjectMailer | undefined) {
  return async (trx: Transaction<Database>, { order }: { order: { id: string; order_number: string } }) => {
    for (const project of await projectsOfOrder(trx, order.id)) {
      // A customer's write may land between the read and the versioned update: read again and retry. If it
      // keeps losing, the refund is not applied (its transaction rolls back) and its next check applies it.
      for (let attempt = 1; ; attempt++) {
        const row = attempt === 1 ? project : await findProject(trx, project.id);
        if (!row || !stillOpen(row)) break;
        try {
          await applyAction(trx, row, STORE, { action: 'cancel', comment: `Order ${order.order_number} refunded` });
          await queueProjectMail(trx, mailer, row, 'CANCELLED');
          break;
        } catch (error) {
          if (!(error instanceof Conflict) || attempt === 3) throw error;
        }
      }
    }
  };
}
