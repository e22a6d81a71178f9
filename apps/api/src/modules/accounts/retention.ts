import { RETENTION_DAYS } from '@store/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { daysBefore } from '../../lib/periodic-job';
import { deleteTokensExpiredBefore } from './email-tokens.repository';
import { deleteAttemptsBefore } from './login-failures.repository';

/**
 * The accounts' records kept only for their period (docs/privacy.md): throttling rows and expired email links.
 * Deletes by age only, so two instances running it at once delete the same rows once.
 */
export async function purgeExpiredAccountRecords(db: Kysely<Database>, now = new Date()) {
  await deleteAttemptsBefore(db, daysBefore(now, RETENTION_DAYS.throttleRows));
  const tokens = await deleteTokensExpiredBefore(db, daysBefore(now, RETENTION_DAYS.expiredTokens));
  return { tokens };
}
