import { randomBytes } from 'node:crypto';
import type { AdminLoginInput, Language, LoginInput, SignupInput } from '@store/shared';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import { Conflict, NotAuthenticated } from '../../lib/errors';
import type { Publisher } from '../../lib/event-bus';
import type { AccountsEvents } from './accounts-events';
import { issueEmailToken } from './email-tokens';
import { loginRules, signupRules } from './login-limits';
import { releaseAttempt, reserveAttempt } from './login-throttle';
import { assertStrongPassword } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import type { TokenService } from './tokens';
import {
  bumpTokenVersion,
  emailKey,
  findAdminByUsername,
  findUserByEmail,
  insertUser,
  type UserRow,
} from './users.repository';

export const INVALID_LOGIN = 'Invalid email or password';
export const INVALID_ADMIN_LOGIN = 'Invalid username or password';
export const newUserId = () => randomBytes(12).toString('hex');

export interface AccountsDeps {
  db: Kysely<Database>;
  tokens: TokenService;
  /** Sign-ups allowed from one address per 15 minutes. */
  signupLimitPerIp: number;
  /** Sign-ups, verification and reset links are published (the mail module writes their mails). */
  events: Publisher<AccountsEvents>;
}

/**
 * Creates a customer. The account, its 24-hour verification link and the welcome mail carrying it
 * are written in one transaction: all three exist, or none. The language the visitor chose (if any) becomes the
 * account's, so the welcome and every later mail are written in it.
 */
export async function signup(
  { db, signupLimitPerIp, events }: AccountsDeps,
  input: SignupInput,
  { ip, language }: { ip: string; language?: Language },
): Promise<void> {
  // Every sign-up counts, so the 409 for a known email cannot be used to test many emails from one address.
  await reserveAttempt(db, signupRules(ip, signupLimitPerIp));
  assertStrongPassword(input.password, { email: input.email, name: input.name });
  const now = new Date().toISOString();
  const row: UserRow = {
    id: newUserId(),
    name: input.name,
    email: input.email,
    email_key: emailKey(input.email),
    username: null,
    password_hash: await hashPassword(input.password),
    is_admin: 0,
    token_version: 0,
    email_verified_at: null,
    language: language ?? null,
    created_at: now,
    updated_at: now,
  };
  const link = { userId: row.id, emailKey: emailKey(input.email), purpose: 'verify-email' } as const;
  try {
    await db.transaction().execute(async (trx) => {
      await insertUser(trx, row);
      const token = await issueEmailToken(trx, link);
      await events.publish(trx, 'CustomerSignedUp', {
        userId: row.id,
        to: input.email,
        name: input.name,
        token,
        privacy: input.privacy,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict('An account with this email already exists');
    throw error;
  }
}

export async function login({ db, tokens }: AccountsDeps, input: LoginInput, ip: string) {
  const { rules, pair } = loginRules('customer', emailKey(input.email), ip);
  // Reserved before the password is verified: a failure keeps the reservation, a success gives it back.
  const reservation = await reserveAttempt(db, rules);
  const user = await findUserByEmail(db, input.email);
  if (!(await verifyPassword(user?.password_hash, input.password)) || !user) throw new NotAuthenticated(INVALID_LOGIN);
  await releaseAttempt(db, reservation, [pair]);
  const isAdmin = user.is_admin === 1;
  const token = await tokens.issue({
    userId: user.id,
    role: isAdmin ? 'admin' : 'customer',
    version: user.token_version,
  });
  return { token, user: { _id: user.id, name: user.name, email: user.email ?? '', isAdmin } };
}

export async function adminLogin({ db, tokens }: AccountsDeps, input: AdminLoginInput, ip: string) {
  const { rules, pair } = loginRules('admin', input.username.toLowerCase(), ip);
  const reservation = await reserveAttempt(db, rules);
  const admin = await findAdminByUsername(db, input.username);
  if (!(await verifyPassword(admin?.password_hash, input.password)) || !admin)
    throw new NotAuthenticated(INVALID_ADMIN_LOGIN);
  await releaseAttempt(db, reservation, [pair]);
  const token = await tokens.issue({ userId: admin.id, role: 'admin', version: admin.token_version });
  return {
    token,
    message: 'Login successful',
    admin: { _id: admin.id, username: admin.username ?? '', name: admin.name },
  };
}

/** Revokes every token of the user issued so far. */
export async function logout({ db }: AccountsDeps, userId: string): Promise<void> {
  await bumpTokenVersion(db, userId);
}
