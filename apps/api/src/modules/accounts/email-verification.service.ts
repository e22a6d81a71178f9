import type { VerifyEmailInput } from '@store/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { Conflict } from '../../lib/errors';
import type { Publisher } from '../../lib/event-bus';
import type { AccountsEvents } from './accounts-events';
import { issueEmailToken, refuseLink, usableEmailToken } from './email-tokens';
import { useEmailToken } from './email-tokens.repository';
import { verificationResendRules } from './login-limits';
import { reserveAttempt } from './login-throttle';
import { markEmailVerified, type UserRow } from './users.repository';

export interface EmailVerificationDeps {
  db: Kysely<Database>;
  events: Publisher<AccountsEvents>;
}

/** Follows a verification link: used once, within 24 hours, for the address it was mailed to. */
export async function verifyEmail({ db }: EmailVerificationDeps, input: VerifyEmailInput): Promise<void> {
  const link = await usableEmailToken(db, input.token, 'verify-email', new Date().toISOString());
  await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    if (!(await useEmailToken(trx, link.token_hash, now))) throw refuseLink('verify-email', 'used');
    // Nothing changes when the account has another address now, or was verified already.
    await markEmailVerified(trx, link.user_id, link.email_key, now);
  });
}

/** "Resend verification email": a new 24-hour link in a new mail, at most a few times in 15 minutes. */
export async function resendVerification({ db, events }: EmailVerificationDeps, user: UserRow): Promise<void> {
  if (user.email_verified_at) throw new Conflict('Your email address is already verified');
  const { id, email, email_key, name } = user;
  if (!email || !email_key) throw new Conflict('This account has no email address');
  await reserveAttempt(db, verificationResendRules(id));
  await db.transaction().execute(async (trx) => {
    const token = await issueEmailToken(trx, { userId: id, emailKey: email_key, purpose: 'verify-email' });
    await events.publish(trx, 'EmailVerificationRequested', { userId: id, to: email, name, token });
  });
}
