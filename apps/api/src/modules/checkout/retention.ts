import { RETENTION_DAYS } from '@store/shared';
import type { Kysely } from 'kysely';
import { isPostgres } from '../../db/column-types';
import type { Database } from '../../db/schema';
import { daysBefore } from '../../lib/periodic-job';
import { abandonedOrderIds, deleteOrders, lockAbandoned } from './retention.repository';

/** Orders one transaction deletes at most, so a backlog never holds the writer long. */
const BATCH = 200;

/** Which of these orders carry a tax invoice (the invoices module answers). */
export type InvoicedOrders = (db: Kysely<Database>, orderIds: string[]) => Promise<Set<string>>;

/**
 * Pending orders never paid are kept for their period (docs/privacy.md), then deleted with their lines: only
 * those with no payment event, no invoice and no attempt in flight (an open session, a reconciliation run).
 * Each batch is locked and checked again in its transaction, so two instances at once delete an order once.
 */
export async function purgeAbandonedOrders(db: Kysely<Database>, invoiced: InvoicedOrders, now = new Date()) {
  const createdBefore = daysBefore(now, RETENTION_DAYS.abandonedOrders);
  const at = now.toISOString();
  const postgres = isPostgres(db);
  const kept = new Set<string>();
  let orders = 0;
  for (;;) {
    const found = await abandonedOrderIds(db, createdBefore, at, BATCH + kept.size);
    const fresh = found.filter((id) => !kept.has(id));
    for (const id of await invoiced(db, fresh)) kept.add(id);
    const candidates = fresh.filter((id) => !kept.has(id));
    const deleted = await db.transaction().execute(async (trx) => {
      const locked = await lockAbandoned(trx, candidates, createdBefore, at, postgres);
      return deleteOrders(trx, locked);
    });
    orders += deleted;
    // The last page, or another instance took this batch: the next pass goes on.
    if (found.length < BATCH + kept.size || deleted === 0) return { orders };
  }
}
