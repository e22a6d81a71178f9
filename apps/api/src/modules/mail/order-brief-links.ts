import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** A website of the order still waiting for its brief, and where the customer fills it in. */
export interface BriefLink {
  title: string;
  url: string;
}

/**
 * The order's websites awaiting their brief, read in the payment's transaction: the projects
 * listener runs before the mail listener (app.ts's onOrderPaid order), so they exist by now.
 * Plan months have their own monthly brief and are left out.
 */
export async function briefLinksOfOrder(
  trx: Transaction<Database>,
  orderId: string,
  publicUrl: string,
): Promise<BriefLink[]> {
  const rows = await trx
    .selectFrom('projects_projects')
    .select(['id', 'reference', 'design_title'])
    .where('order_id', '=', orderId)
    .where('kind', '=', 'design')
    .where('state', '=', 'AWAITING_BRIEF')
    .orderBy('order_position')
    .orderBy('unit_index')
    .execute();
  return rows.map((row) => ({
    title: `${row.reference} · ${row.design_title}`,
    url: `${publicUrl}/projects/${encodeURIComponent(row.id)}`,
  }));
}
