import { setTimeout as sleep } from 'node:timers/promises';
import type { PasswordResetConfirm, PasswordResetRequest } from '@store/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Publisher } from '../../lib/event-bus';
import type { AccountsEvents } from './accounts-events';
import { issueEmailToken, refuseLink, usableEmailToken } from './email-tokens';
import { revokeEmailTokens, useEmailToken } from './email-tokens.repository';
import { passwordResetRules } from './login-limits';
import { reserveAttempt } from './login-throttle';
import { assertStrongPassword } from './password-policy';
import { hashPassword } from './passwords';
import { emailKey, findUserByEmail, findUserById, setCustomerPassword } from './users.repository';

export interface PasswordResetDeps {
  db: Kysely<Database>;
  events: Publisher<AccountsEvents>;
  /** Every admitted request is answered no sooner than this (ms), known email or not. */
  answerFloorMs?: number;
}

/** Longer than writing a token and rendering its mail takes, so both answers take the same time. */
export const RESET_ANSWER_FLOOR_MS = 300;

/** The one answer to every admitted request: it says nothing about whether the account exists. */
export const RESET_REQUESTED_MESSAGE =
  'If an account exists for this email, we have sent a link to reset its password. The link works for 30 minutes.';

/**
 * "Forgot password?": for a customer account with this email, a token and its mail are written in
 * one transaction. Unknown addresses (and admins, who reset with `npm run admin`) get no mail and
 * the same answer after the same time. Throttled per email and network address, and per network
 * address (429); past the email's mail allowance the answer is the same and no mail is written.
 */
export async function requestPasswordReset(
  { db, events, answerFloorMs = RESET_ANSWER_FLOOR_MS }: PasswordResetDeps,
  input: PasswordResetRequest,
  ip: string,
): Promise<void> {
  const { rules, mails } = passwordResetRules(emailKey(input.email), ip);
  const { drawn } = await reserveAttempt(db, rules, mails);
  const started = Date.now();
  const user = await findUserByEmail(db, input.email);
  if (drawn && user?.email && user.email_key && user.is_admin === 0) {
    const { id, email, email_key, name } = user;
    await db.transaction().execute(async (trx) => {
      const token = await issueEmailToken(trx, { userId: id, emailKey: email_key, purpose: 'password-reset' });
      await events.publish(trx, 'PasswordResetRequested', { userId: id, to: email, name, token });
    });
  }
  await sleep(Math.max(0, started + answerFloorMs - Date.now()));
}

/**
 * Sets the password a reset link was sent for. The link is checked, the password judged by the
 * shared rule (a refused password leaves the link usable), then in one transaction the link is
 * used (only one of two concurrent uses wins), every other reset link of the account revoked and
 * the password stored, ending every session, and the owner is told by mail.
 */
export async function confirmPasswordReset(
  { db, events }: PasswordResetDeps,
  input: PasswordResetConfirm,
): Promise<void> {
  const link = await usableEmailToken(db, input.token, 'password-reset', new Date().toISOString());
  const user = await findUserById(db, link.user_id);
  // Bound to the account and the address it was mailed to.
  if (user?.is_admin !== 0 || user.email_key !== link.email_key) throw refuseLink('password-reset', 'unknown');
  assertStrongPassword(input.password, { email: user.email ?? '', name: user.name });
  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    if (!(await useEmailToken(trx, link.token_hash, now))) throw refuseLink('password-reset', 'used');
    await revokeEmailTokens(trx, user.id, 'password-reset', now);
    await setCustomerPassword(trx, user.id, passwordHash, now);
    await events.publish(trx, 'PasswordChanged', {
      userId: user.id,
      to: user.email ?? '',
      name: user.name,
      changedAt: now,
    });
  });
}
