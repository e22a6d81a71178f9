import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { taxLinesOfOrders } from './orders.repository';

/**
 * The lines of these orders as placed (their SAC and kind), for the GST report's SAC summary; read
 * in batches so a busy month stays under the databases' limits on bound parameters.
 */
export async function linesOfOrders(db: Kysely<Database>, orderIds: string[]) {
  const lines = [];
  for (let start = 0; start < orderIds.length; start += 500) {
    lines.push(...(await taxLinesOfOrders(db, orderIds.slice(start, start + 500))));
  }
  return lines;
}
