import { RETENTION_DAYS } from '@store/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { daysBefore } from '../../lib/periodic-job';
import { blankBodiesSentBefore } from './mail.repository';

/**
 * A sent mail's text is kept for its period (docs/privacy.md), then blanked: the row stays (recipient, kind,
 * event key, times), so a mail is still never sent twice. Idempotent, so safe on several instances at once.
 */
export async function purgeOldMailBodies(db: Kysely<Database>, now = new Date()) {
  return { bodies: await blankBodiesSentBefore(db, daysBefore(now, RETENTION_DAYS.mailBodies)) };
}
