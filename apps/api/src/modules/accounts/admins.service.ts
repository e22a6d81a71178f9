import { randomBytes } from 'node:crypto';
import { judgePassword } from '@store/shared/password-strength';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { Conflict, NotFound } from '../../lib/errors';
import { newUserId } from './accounts.service';
import { assertStrongPassword } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import { countAdmins, findUserByUsername, insertUser, setPassword } from './users.repository';

export const generatePassword = () => randomBytes(15).toString('base64url');

/** `npm run admin -- create`: the customers' password rule, with the username in place of the email. */
export async function createAdmin(db: Kysely<Database>, username: string, password: string): Promise<void> {
  assertStrongPassword(password, { username });
  await insertAdmin(db, username, password);
}

async function insertAdmin(db: Kysely<Database>, username: string, password: string): Promise<void> {
  if (await findUserByUsername(db, username)) throw new Conflict(`Admin ${username} already exists`);
  const now = new Date().toISOString();
  await insertUser(db, {
    id: newUserId(),
    name: username,
    email: null,
    email_key: null,
    username,
    password_hash: await hashPassword(password),
    is_admin: 1,
    token_version: 0,
    created_at: now,
    updated_at: now,
  });
}

/** Sets a new password (and the admin right); every token issued before stops working. */
export async function resetAdminPassword(db: Kysely<Database>, username: string, password: string): Promise<void> {
  assertStrongPassword(password, { username });
  await storeAdminPassword(db, username, password);
}

async function storeAdminPassword(db: Kysely<Database>, username: string, password: string): Promise<void> {
  const user = await findUserByUsername(db, username);
  if (!user) throw new NotFound(`No admin named ${username}`);
  await setPassword(db, user.id, await hashPassword(password), true);
}

export type BootstrapResult =
  /** `unchanged`: the admin exists with this password already; its sessions stay valid. */
  | { kind: 'configured'; username: string; change: 'created' | 'password-reset' | 'unchanged' }
  | { kind: 'generated'; username: string; password: string }
  | { kind: 'unchanged' };

/**
 * At start: ADMIN_USERNAME and ADMIN_PASSWORD create that admin or reset its password (which
 * logs it out) when the password differs; the same password changes nothing, so a deploy that
 * restarts with the same settings keeps the admin's sessions. With neither and no admin yet,
 * an `admin` with a random password is created (printed once).
 */
export async function bootstrapAdmin(
  db: Kysely<Database>,
  configured: { username?: string; password?: string },
): Promise<BootstrapResult> {
  const { username, password } = configured;
  if (username && password) {
    // Production refuses a weak ADMIN_PASSWORD before this point (config/env.ts); elsewhere it is allowed, loudly.
    const { problem } = judgePassword(password, { username });
    if (problem) console.warn(`Warning: a weak ADMIN_PASSWORD, which a production start refuses: ${problem}`);
    const existing = await findUserByUsername(db, username);
    if (!existing) {
      await insertAdmin(db, username, password);
      return { kind: 'configured', username, change: 'created' };
    }
    // Verified before re-hashing: a fresh hash (and the revocation that comes with it) only for a new password.
    if (existing.is_admin === 1 && (await verifyPassword(existing.password_hash, password))) {
      return { kind: 'configured', username, change: 'unchanged' };
    }
    await storeAdminPassword(db, username, password);
    return { kind: 'configured', username, change: 'password-reset' };
  }
  if ((await countAdmins(db)) > 0) return { kind: 'unchanged' };
  const generated = generatePassword();
  try {
    await insertAdmin(db, 'admin', generated);
  } catch (error) {
    // Another instance created it at the same moment.
    if (error instanceof Conflict) return { kind: 'unchanged' };
    throw error;
  }
  return { kind: 'generated', username: 'admin', password: generated };
}
