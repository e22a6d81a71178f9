import { RETENTION_DAYS } from '@store/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { daysBefore } from '../../lib/periodic-job';
import { deleteCacheFilesStoredBefore } from '../media';
import { NAME_PREVIEW_ROLE } from './preview-cache';

/**
 * A drawn preview holds a visitor's business name: it is kept for its period (docs/privacy.md) however few are
 * stored, then deleted, and drawn again if asked for. Deletes by age only, so safe on several instances at once.
 */
export async function purgeOldNamePreviews(db: Kysely<Database>, now = new Date()) {
  return {
    previews: await deleteCacheFilesStoredBefore(db, NAME_PREVIEW_ROLE, daysBefore(now, RETENTION_DAYS.namePreviews)),
  };
}
