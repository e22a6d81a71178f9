import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export const THROTTLE_WINDOW_MS = 15 * 60_000;
export const MAX_LOGIN_FAILURES = 10;

/**
 * Counts recent events per subject in the database, so every server instance
 * sees the same counts. Returns the seconds until the subject may try again,
 * or 0 when it is below its limit.
 */
async function secondsBlocked(db: Kysely<Database>, subject: string, limit: number, now: number): Promise<number> {
  const since = new Date(now - THROTTLE_WINDOW_MS).toISOString();
  const recent = await db
    .selectFrom('accounts_login_failures')
    .select('failed_at')
    .where('subject', '=', subject)
    .where('failed_at', '>=', since)
    .orderBy('failed_at', 'desc')
    .limit(limit)
    .execute();
  if (recent.length < limit) return 0;
  const oldestCounted = Date.parse(recent[recent.length - 1]?.failed_at ?? '');
  return Math.max(1, Math.ceil((oldestCounted + THROTTLE_WINDOW_MS - now) / 1000));
}

export async function blockedFor(db: Kysely<Database>, subjects: string[], limit: number): Promise<number> {
  const now = Date.now();
  let longest = 0;
  for (const subject of subjects) longest = Math.max(longest, await secondsBlocked(db, subject, limit, now));
  return longest;
}

export async function recordEvent(db: Kysely<Database>, subjects: string[]): Promise<void> {
  const failedAt = new Date().toISOString();
  await db
    .insertInto('accounts_login_failures')
    .values(subjects.map((subject) => ({ subject, failed_at: failedAt })))
    .execute();
  // Old rows no longer count; drop them now and then so the table stays small.
  if (Math.random() < 0.05) {
    const cutoff = new Date(Date.now() - THROTTLE_WINDOW_MS).toISOString();
    await db.deleteFrom('accounts_login_failures').where('failed_at', '<', cutoff).execute();
  }
}

export async function clearEvents(db: Kysely<Database>, subject: string): Promise<void> {
  await db.deleteFrom('accounts_login_failures').where('subject', '=', subject).execute();
}

export function retryMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
