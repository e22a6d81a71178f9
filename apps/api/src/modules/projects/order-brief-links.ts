import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { designsAwaitingBrief } from './projects.repository';

/** A website of the order still waiting for its brief, and where the customer fills it in. */
export interface BriefLink {
  title: string;
  url: string;
}

/**
 * The order's websites awaiting their brief, read in the payment's transaction: the projects
 * subscriber of OrderPaid runs before mail's (the order of modules/all.ts), so they exist by now.
 * Plan months have their own monthly brief and are left out.
 */
export async function briefLinksOfOrder(
  trx: Transaction<Database>,
  orderId: string,
  publicUrl: string,
): Promise<BriefLink[]> {
  const rows = await designsAwaitingBrief(trx, orderId);
  return rows.map((row) => ({
    title: `${row.reference} · ${row.design_title}`,
    url: `${publicUrl}/projects/${encodeURIComponent(row.id)}`,
  }));
}
