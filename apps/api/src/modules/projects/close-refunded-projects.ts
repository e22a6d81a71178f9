import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { Conflict } from '../../lib/errors';
import type { Publisher } from '../../lib/event-bus';
import type { RefundedLine } from '../checkout';
import { applyAction } from './apply-action';
import { findProject, type ProjectRow, projectsOfOrder } from './projects.repository';
import type { ProjectsEvents } from './projects-events';

const STORE = { role: 'system' as const, id: null, name: 'The store' };

/** Work the refund pays back: everything not yet delivered (a delivered site or month is the customer's). */
const stillOpen = (row: ProjectRow) => row.state !== 'DELIVERED' && row.state !== 'CANCELLED';

/** How far a project got: a partial refund of some units cancels the least advanced first. */
const PROGRESS: Record<string, number> = { AWAITING_BRIEF: 0, PAUSED: 1, BRIEF_SUBMITTED: 2 };
const progressOf = (row: ProjectRow) => PROGRESS[row.state] ?? 3;

/**
 * The projects a refund pays back. A whole refund: every one of the order. A partial one, per refunded
 * line: of a design line, as many of its open projects as units went back, least advanced first (then the
 * last units); of a plan line, its last months, as many as were refunded (those not started).
 */
export function projectsOfRefund(projects: ProjectRow[], lines: 'all' | RefundedLine[]): ProjectRow[] {
  if (lines === 'all') return projects;
  return lines.flatMap((line) => {
    const own = projects.filter((row) => Number(row.order_position) === line.position);
    if (line.months)
      return own
        .filter((row) => row.state !== 'CANCELLED')
        .sort((a, b) => Number(b.unit_index) - Number(a.unit_index))
        .slice(0, line.months);
    return own
      .filter(stillOpen)
      .sort((a, b) => progressOf(a) - progressOf(b) || Number(b.unit_index) - Number(a.unit_index))
      .slice(0, line.quantity);
  });
}

/**
 * A subscriber of checkout's OrderRefunded: the refund takes back the money for work, so each project it
 * pays back (every one of a whole refund; only the refunded lines' units or months of a partial one) not
 * yet delivered, website or plan month, is CANCELLED through the state machine in the refund's
 * transaction, with a history entry and ProjectStateChanged (the mail module tells the customer). A cancelled project takes no brief,
 * message or action again (409).
 */
export function closeProjectsOfRefundedOrder(events: Publisher<ProjectsEvents>) {
  return async (
    trx: Transaction<Database>,
    { order, lines }: { order: { id: string; order_number: string }; lines: 'all' | RefundedLine[] },
  ) => {
    for (const project of projectsOfRefund(await projectsOfOrder(trx, order.id), lines)) {
      // A customer's write may land between the read and the versioned update: read again and retry. If it
      // keeps losing, the refund is not applied (its transaction rolls back) and its next check applies it.
      for (let attempt = 1; ; attempt++) {
        const row = attempt === 1 ? project : await findProject(trx, project.id);
        if (!row || !stillOpen(row)) break;
        try {
          const cancel = { action: 'cancel' as const, comment: `Order ${order.order_number} refunded` };
          await applyAction(trx, row, STORE, cancel, { events, cause: 'refund' });
          break;
        } catch (error) {
          if (!(error instanceof Conflict) || attempt === 3) throw error;
        }
      }
    }
  };
}
