import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { InvalidInput } from '../../lib/errors';
import { releaseAttempt, reserveAttempt } from './login-throttle';
import { verifyPassword } from './passwords';
import { accountOfUser, deleteEmailTokensOfUser, tombstoneUser } from './personal-data.repository';
import { findUserById } from './users.repository';

/** The name an erased account keeps: orders and invoices still point at the account id. */
export const ERASED_CUSTOMER_NAME = 'Erased customer';

/** Password checks one account may fail in the throttle window before it waits (a stolen session guessing). */
const MAX_PASSWORD_CHECKS = 5;
const WRONG_PASSWORD = 'That is not your password.';

/** The customer's account for their archive. */
export async function accountForExport(db: Kysely<Database>, userId: string) {
  const row = await accountOfUser(db, userId);
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    emailVerifiedAt: row.email_verified_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * Checks a signed-in customer's password again before a step that cannot be undone: 400 when wrong,
 * 429 with Retry-After after five wrong ones in 15 minutes.
 */
export async function confirmPassword(db: Kysely<Database>, userId: string, password: string): Promise<void> {
  const reservation = await reserveAttempt(db, [
    { subject: `confirm-password:${userId}`, kind: 'limit', max: MAX_PASSWORD_CHECKS },
  ]);
  const user = await findUserById(db, userId);
  if (!(await verifyPassword(user?.password_hash, password)))
    throw new InvalidInput(WRONG_PASSWORD, { password: WRONG_PASSWORD });
  await releaseAttempt(db, reservation);
}

/**
 * Erases the account in the caller's transaction: name and address go, no password opens it, every session
 * ends and its mailed links are deleted. The row stays as a tombstone so kept records can name their account.
 */
export async function eraseAccount(trx: Kysely<Database>, userId: string): Promise<boolean> {
  // Not a hash of anything: argon2 verification of this string always fails.
  const unusable = `erased:${randomBytes(16).toString('hex')}`;
  if (!(await tombstoneUser(trx, userId, ERASED_CUSTOMER_NAME, unusable))) return false;
  await deleteEmailTokensOfUser(trx, userId);
  return true;
}
