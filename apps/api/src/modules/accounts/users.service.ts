import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { countCustomers, customersQuery } from './users.repository';

export interface UsersQuery {
  q?: string;
  page?: number;
  limit?: number;
}

export async function listCustomers(db: Kysely<Database>, query: UsersQuery) {
  const keyword = query.q?.trim() || undefined;
  const countRow = await customersQuery(db, keyword)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const total = Number(countRow.count);
  const limit = query.limit ?? (query.page ? 20 : total);
  const offset = ((query.page ?? 1) - 1) * limit;
  const rows =
    limit === 0
      ? []
      : await customersQuery(db, keyword)
          .select(['id', 'name', 'email', 'created_at'])
          .orderBy('created_at', 'desc')
          .orderBy('id')
          .limit(limit)
          .offset(offset)
          .execute();
  return {
    users: rows.map((row) => ({ _id: row.id, name: row.name, email: row.email ?? '', joinedAt: row.created_at })),
    total,
  };
}

/** How many customer accounts exist (the dashboard's figure). */
export function countCustomerAccounts(db: Kysely<Database>): Promise<number> {
  return countCustomers(db);
}
