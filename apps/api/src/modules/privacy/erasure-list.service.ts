import type { AdminErasureList } from '@store/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { latestErasures } from './data-rights.repository';

/** Requests the admin list shows at most, newest first. */
const LIST_LIMIT = 500;

/** Erasure requests and where each stands; a waiting one whose link ran out reads as expired. */
export async function erasureList(db: Kysely<Database>, now = new Date()): Promise<AdminErasureList> {
  const at = now.toISOString();
  return {
    requests: (await latestErasures(db, LIST_LIMIT)).map((row) => ({
      id: row.id,
      userId: row.user_id,
      email: row.state === 'erased' ? null : row.email,
      state: row.state === 'awaiting-link' && row.link_expires_at <= at ? 'expired' : row.state,
      closeOpenWork: Number(row.close_open_work) === 1,
      requestedAt: row.requested_at,
      linkExpiresAt: row.link_expires_at,
      erasedAt: row.erased_at,
    })),
  };
}
