import { randomUUID } from 'node:crypto';
import { DATA_EXPORT_DAYS, DATA_EXPORT_INTERVAL_HOURS, type DataExportStatus } from '@store/shared';
import type { Kysely } from 'kysely';
import { withKeysLocked } from '../../db/keyed-lock';
import type { Database } from '../../db/schema';
import { NotFound, TooManyRequests } from '../../lib/errors';
import { accountForExport } from '../accounts';
import type { ModuleContext } from '../module';
import {
  claimExport,
  deleteExportsExpiredBefore,
  type ExportHead,
  exportsToPrepare,
  insertExport,
  latestExportOf,
  markExportFailed,
  readyArchiveOf,
  storeArchive,
} from './data-rights.repository';
import { buildArchive } from './export-archive';

const HOUR_MS = 3_600_000;
/** Longer than preparing the largest archive; past it another instance takes the request over. */
const PREPARE_LEASE_MS = 10 * 60_000;
const NO_ARCHIVE = 'No archive of your data is ready. Ask for one from your dashboard.';

const nextRequestAt = (latest: ExportHead | undefined, now: Date) => {
  if (!latest || latest.state === 'failed') return null;
  const next = new Date(Date.parse(latest.requested_at) + DATA_EXPORT_INTERVAL_HOURS * HOUR_MS);
  return next > now ? next.toISOString() : null;
};

const statusOf = (latest: ExportHead | undefined, now: Date): DataExportStatus => {
  // An archive past its days is as good as gone, whether or not the purge has run yet.
  const live = latest && !(latest.expires_at && latest.expires_at <= now.toISOString());
  return {
    export: live
      ? {
          id: latest.id,
          state: latest.state,
          requestedAt: latest.requested_at,
          readyAt: latest.ready_at,
          expiresAt: latest.expires_at,
          byteSize: latest.byte_size === null ? null : Number(latest.byte_size),
        }
      : null,
    nextRequestAt: nextRequestAt(latest, now),
  };
};

export async function exportStatus(db: Kysely<Database>, userId: string, now = new Date()) {
  return statusOf(await latestExportOf(db, userId), now);
}

/**
 * Records a request for the customer's archive, prepared by the export job. One a day: a second within
 * 24 hours of the last (unless that one failed) is 429 with Retry-After. Checked and written under the
 * account's lock, so two requests at once on any instances record one.
 */
export async function requestExport(db: Kysely<Database>, userId: string, now = new Date()) {
  const refused = await withKeysLocked(db, [`data-export:${userId}`], async (trx) => {
    const next = nextRequestAt(await latestExportOf(trx, userId), now);
    if (next) return next;
    await insertExport(trx, {
      id: randomUUID(),
      user_id: userId,
      state: 'preparing',
      requested_at: now.toISOString(),
      lease_until: null,
      ready_at: null,
      expires_at: null,
      byte_size: null,
      data: null,
    });
    return null;
  });
  if (refused) {
    const seconds = Math.max(1, Math.ceil((Date.parse(refused) - now.getTime()) / 1000));
    const hours = Math.ceil(seconds / 3600);
    throw new TooManyRequests(
      `You can ask for one archive a day. Please try again in ${hours} ${hours === 1 ? 'hour' : 'hours'}.`,
      seconds,
    );
  }
  return exportStatus(db, userId, now);
}

/** The customer's ready archive (404 when none is ready or it expired). */
export async function readyArchive(db: Kysely<Database>, userId: string, now = new Date()) {
  const row = await readyArchiveOf(db, userId, now.toISOString());
  if (!row?.data) throw new NotFound(NO_ARCHIVE);
  return { data: row.data, fileName: `my-data-${(row.ready_at ?? now.toISOString()).slice(0, 10)}.zip` };
}

/**
 * One pass of the export job: prepares each waiting request, claimed first so that with several
 * instances each is prepared once, and mails the customer when it is stored. A request whose
 * preparation throws is marked failed (the customer may ask again at once).
 */
export async function prepareExportsOnce(
  ctx: Pick<ModuleContext, 'db' | 'events' | 'log' | 'services'>,
  now = () => new Date(),
) {
  let prepared = 0;
  for (const { id, user_id: userId } of await exportsToPrepare(ctx.db, now().toISOString(), 5)) {
    const lease = new Date(now().getTime() + PREPARE_LEASE_MS).toISOString();
    if (!(await claimExport(ctx.db, id, now().toISOString(), lease))) continue;
    try {
      const archive = await buildArchive(ctx, userId, now());
      const account = await accountForExport(ctx.db, userId);
      const readyAt = now();
      const expiresAt = new Date(readyAt.getTime() + DATA_EXPORT_DAYS * 24 * HOUR_MS).toISOString();
      await ctx.db.transaction().execute(async (trx) => {
        if (!(await storeArchive(trx, id, lease, archive, readyAt.toISOString(), expiresAt))) return;
        if (account?.email)
          await ctx.events.publish(trx, 'DataExportReady', {
            exportId: id,
            userId,
            to: account.email,
            name: account.name,
            expiresAt,
          });
        prepared += 1;
      });
    } catch (error) {
      ctx.log.error({ err: error, exportId: id }, 'data export failed');
      await markExportFailed(ctx.db, id);
    }
  }
  return prepared;
}

/** Deletes archives (bytes and row) whose 7 days have passed. Deletes by time only: safe on several instances. */
export const purgeExpiredExports = (db: Kysely<Database>, now = new Date()) =>
  deleteExportsExpiredBefore(db, now.toISOString());
