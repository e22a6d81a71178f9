import { daysBefore, RETENTION_INTERVAL_MS, startPeriodicJob } from '../../lib/periodic-job';
import type { ModuleContext, ModuleJob } from '../module';
import { erasuresDoneBefore } from './data-rights.repository';
import { prepareExportsOnce, purgeExpiredExports } from './exports.service';

/** How often waiting archive requests are looked for: the customer is waiting on the page. */
export const EXPORT_JOB_INTERVAL_MS = 15_000;

/** How far back the purge looks for erasure mails still to blank (each pass blanks what is done). */
const ERASURE_MAIL_LOOKBACK_DAYS = 30;

/**
 * The retention pass of the data rights: archives past their 7 days go (bytes and row), and the erasure
 * confirmation mails the worker is done with lose their address and text. Both by state and time only,
 * so several instances may run it at once.
 */
export async function purgeDataRightsOnce({ db, services }: Pick<ModuleContext, 'db' | 'services'>, now = new Date()) {
  const archives = await purgeExpiredExports(db, now);
  let mails = 0;
  for (const { id } of await erasuresDoneBefore(db, now.toISOString(), daysBefore(now, ERASURE_MAIL_LOOKBACK_DAYS)))
    mails += await services.mailLog.forgetErasureMail(db, id);
  return { archives, mails };
}

export const dataRightsJobs: readonly ModuleJob[] = [
  (ctx) =>
    startPeriodicJob(
      () => prepareExportsOnce(ctx),
      (error) => ctx.log.error({ err: error }, 'data export job failed'),
      EXPORT_JOB_INTERVAL_MS,
    ),
  (ctx) =>
    startPeriodicJob(
      () => purgeDataRightsOnce(ctx),
      (error) => ctx.log.error({ err: error }, 'data rights purge failed'),
      RETENTION_INTERVAL_MS,
    ),
];
