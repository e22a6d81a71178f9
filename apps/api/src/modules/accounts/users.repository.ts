import type { Language } from '@store/shared';
import { type Insertable, sql } from 'kysely';
import { type DbHandle, ownTables } from '../../db/own-tables';
import type { AccountsTables, AccountsUsersTable } from './accounts.tables';

const own = ownTables<AccountsTables>();

export type UserRow = AccountsUsersTable;

export const emailKey = (email: string) => email.trim().toLowerCase();

export function findUserById(db: DbHandle, id: string) {
  return own(db).selectFrom('accounts_users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: DbHandle, email: string) {
  return own(db).selectFrom('accounts_users').selectAll().where('email_key', '=', emailKey(email)).executeTakeFirst();
}

export function findAdminByUsername(db: DbHandle, username: string) {
  return own(db)
    .selectFrom('accounts_users')
    .selectAll()
    .where('username', '=', username)
    .where('is_admin', '=', 1)
    .executeTakeFirst();
}

export function findUserByUsername(db: DbHandle, username: string) {
  return own(db).selectFrom('accounts_users').selectAll().where('username', '=', username).executeTakeFirst();
}

export function insertUser(db: DbHandle, row: Insertable<UserRow>) {
  return own(db).insertInto('accounts_users').values(row).execute();
}

export function setPassword(db: DbHandle, id: string, passwordHash: string, isAdmin: boolean) {
  return own(db)
    .updateTable('accounts_users')
    .set({
      password_hash: passwordHash,
      is_admin: isAdmin ? 1 : 0,
      token_version: sql`token_version + 1`,
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', id)
    .execute();
}

/** The language an account chose for its pages and mails: English until it chooses. */
export async function languageOf(db: DbHandle, id: string): Promise<Language> {
  const row = await own(db).selectFrom('accounts_users').select('language').where('id', '=', id).executeTakeFirst();
  return row?.language === 'hi' ? 'hi' : 'en';
}

export function setLanguage(db: DbHandle, id: string, language: string) {
  return own(db)
    .updateTable('accounts_users')
    .set({ language, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

export function bumpTokenVersion(db: DbHandle, id: string) {
  return own(db)
    .updateTable('accounts_users')
    .set({ token_version: sql`token_version + 1`, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

export async function countAdmins(db: DbHandle): Promise<number> {
  const row = await own(db)
    .selectFrom('accounts_users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('is_admin', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

const likePattern = (keyword: string) => `%${keyword.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Customers (never admins) newest first, optionally searched by name or email. */
export function customersQuery(db: DbHandle, keyword: string | undefined) {
  let query = own(db).selectFrom('accounts_users').where('is_admin', '=', 0);
  if (keyword) {
    const pattern = likePattern(keyword);
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(name)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`email_key`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  return query;
}

export async function countCustomers(db: DbHandle): Promise<number> {
  const row = await own(db)
    .selectFrom('accounts_users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('is_admin', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * A customer's new password from a reset link: every session ends (token version), and the
 * address counts as verified, since only its owner could follow a link mailed to it.
 */
export function setCustomerPassword(db: DbHandle, id: string, passwordHash: string, now: string) {
  return own(db)
    .updateTable('accounts_users')
    .set({
      password_hash: passwordHash,
      token_version: sql`token_version + 1`,
      email_verified_at: sql`coalesce(email_verified_at, ${now})`,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('is_admin', '=', 0)
    .execute();
}

/** Marks the address verified, if it is still the account's address; false when nothing changed. */
export async function markEmailVerified(db: DbHandle, id: string, emailKey: string, now: string) {
  const result = await own(db)
    .updateTable('accounts_users')
    .set({ email_verified_at: now, updated_at: now })
    .where('id', '=', id)
    .where('email_key', '=', emailKey)
    .where('email_verified_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
