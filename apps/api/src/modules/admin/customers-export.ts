import type { CustomersExportQuery } from '@store/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { csvLine } from '../../lib/csv-field';
import { listCustomers } from '../accounts';
import { customerSpend } from '../checkout';

/** Customers whose spend one query reads, within every database's limit on bound values. */
const SLICE = 500;

const HEADINGS = ['Customer id', 'Name', 'Email', 'Joined (UTC)', 'Paid orders', 'Total spent (INR)'];

/** The customers the list's search matches, newest first, with paid orders and spend, as CSV (formula-safe). */
export async function customersCsv(db: Kysely<Database>, query: CustomersExportQuery): Promise<string> {
  const { users } = await listCustomers(db, { q: query.q });
  const lines = [csvLine(HEADINGS)];
  for (let start = 0; start < users.length; start += SLICE) {
    const slice = users.slice(start, start + SLICE);
    const spend = await customerSpend(
      db,
      slice.map((user) => user._id),
    );
    for (const user of slice) {
      const spent = spend.get(user._id);
      lines.push(
        csvLine([user._id, user.name, user.email, user.joinedAt, spent?.orders ?? 0, (spent?.spent ?? 0).toFixed(2)]),
      );
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}
