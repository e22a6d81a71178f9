import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { InvalidInput } from '../../lib/errors';
import type { EmailTokenPurpose } from './accounts.tables';
import {
  deleteEmailTokensBefore,
  type EmailTokenRow,
  findEmailToken,
  insertEmailToken,
} from './email-tokens.repository';

/** How long a mailed link works. */
export const EMAIL_TOKEN_LIFETIME_MS: Record<EmailTokenPurpose, number> = {
  'password-reset': 30 * 60_000,
  'verify-email': 24 * 60 * 60_000,
};

/** The refusal of each unusable link, by purpose: one clear sentence each, all answered 400. */
const REFUSALS: Record<EmailTokenPurpose, Record<'unknown' | 'used' | 'expired', string>> = {
  'password-reset': {
    unknown: 'This password reset link is not valid. Please ask for a new one.',
    used: 'This password reset link has already been used. Please ask for a new one.',
    expired: 'This password reset link has expired. Please ask for a new one.',
  },
  'verify-email': {
    unknown: 'This verification link is not valid.',
    used: 'This verification link has already been used.',
    expired: 'This verification link has expired. Please ask for a new one from your profile.',
  },
};

/** Only the hash is stored: a copy of the database cannot be used to reset anyone's password. */
export const hashEmailToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** 32 random bytes (256 bits) as base64url: the part of the link that cannot be guessed. */
export async function issueEmailToken(
  trx: Kysely<Database>,
  link: { userId: string; emailKey: string; purpose: EmailTokenPurpose },
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertEmailToken(trx, {
    token_hash: hashEmailToken(token),
    user_id: link.userId,
    purpose: link.purpose,
    email_key: link.emailKey,
    expires_at: new Date(now.getTime() + EMAIL_TOKEN_LIFETIME_MS[link.purpose]).toISOString(),
    used_at: null,
    created_at: now.toISOString(),
  });
  if (Math.random() < 0.02) await deleteEmailTokensBefore(trx, new Date(now.getTime() - 7 * 86_400_000).toISOString());
  return token;
}

export function refuseLink(purpose: EmailTokenPurpose, why: 'unknown' | 'used' | 'expired'): InvalidInput {
  const message = REFUSALS[purpose][why];
  return new InvalidInput(message, { token: message });
}

/** The stored link for a token, or the 400 that says why it cannot be used. */
export async function usableEmailToken(
  db: Kysely<Database>,
  token: string,
  purpose: EmailTokenPurpose,
  now: string,
): Promise<EmailTokenRow> {
  const row = await findEmailToken(db, hashEmailToken(token), purpose);
  if (!row) throw refuseLink(purpose, 'unknown');
  if (row.used_at) throw refuseLink(purpose, 'used');
  if (row.expires_at <= now) throw refuseLink(purpose, 'expired');
  return row;
}
