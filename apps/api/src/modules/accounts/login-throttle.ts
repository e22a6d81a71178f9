import type { Kysely } from 'kysely';
import { withKeysLocked } from '../../db/keyed-lock';
import { withoutDiskWait } from '../../db/lazy-commit';
import type { Database } from '../../db/schema';
import { TooManyRequests } from '../../lib/errors';
import { attemptTimes, deleteAttempts, deleteAttemptsBefore, insertAttempts } from './login-failures.repository';
import { type Allowance, retryMessage, THROTTLE_WINDOW_MS, type ThrottleRule, waitMs } from './throttle-rules';

/** The rows an admitted attempt holds: they count as failures until the attempt succeeds. */
export interface Reservation {
  ids: number[];
  /** Whether the attempt drew on the allowance it was given (false when none was, or it was spent). */
  drawn: boolean;
}

/**
 * Admits one attempt under every rule or refuses it (429 with Retry-After), and draws on
 * `allowance` if it has any left. The check and the record happen under one lock per subject,
 * before any password is verified, so concurrent requests, on one instance or several, can never
 * all pass the check (or draw the last of an allowance) at once.
 */
export async function reserveAttempt(
  db: Kysely<Database>,
  rules: readonly ThrottleRule[],
  allowance?: Allowance,
): Promise<Reservation> {
  const subjects = rules.map((rule) => rule.subject);
  const outcome = await withKeysLocked<{ wait: number } | Reservation>(
    db,
    allowance ? [...subjects, allowance.subject] : subjects,
    async (trx) => {
      const now = Date.now();
      const since = new Date(now - THROTTLE_WINDOW_MS).toISOString();
      let wait = 0;
      for (const rule of rules) wait = Math.max(wait, waitMs(rule, await attemptTimes(trx, rule.subject, since), now));
      if (wait > 0) return { wait };
      const drawn =
        allowance !== undefined && (await attemptTimes(trx, allowance.subject, since)).length < allowance.max;
      const at = new Date(now).toISOString();
      const recorded = drawn ? [...subjects, allowance.subject] : subjects;
      return { ids: await insertAttempts(trx, recorded, at), drawn };
    },
    // A power cut may lose the last attempts recorded; waiting for the disk on each would slow every request.
    { waitForDisk: false },
  );
  if ('wait' in outcome) {
    const seconds = Math.ceil(outcome.wait / 1000);
    throw new TooManyRequests(retryMessage(seconds), seconds);
  }
  // Old rows no longer count; drop them now and then so the table stays small.
  if (Math.random() < 0.02) {
    const cutoff = new Date(Date.now() - THROTTLE_WINDOW_MS).toISOString();
    await deleteAttemptsBefore(db, cutoff);
  }
  return outcome;
}

/** A successful attempt is not a failure: its rows go, and so do earlier failures of `forgiven` subjects. */
export async function releaseAttempt(
  db: Kysely<Database>,
  reservation: Reservation,
  forgiven: readonly string[] = [],
): Promise<void> {
  await withoutDiskWait(db, (connection) => deleteAttempts(connection, reservation.ids, forgiven));
}
