import { RETENTION_INTERVAL_MS, startPeriodicJob } from '../../lib/periodic-job';
import type { ApiModule } from '../module';
import { registerNamePreviewRoutes } from './name-preview.routes';
import { purgeOldNamePreviews } from './retention';

/** A design's picture with a visitor's business name drawn in; drawn previews are deleted after their period. */
export const namePreviewModule: ApiModule = {
  name: 'name-preview',
  routes: (api, { db, env }) => registerNamePreviewRoutes(api, db, { cacheLimit: env.NAME_PREVIEW_CACHE_LIMIT }),
  jobs: [
    ({ db, log }) =>
      startPeriodicJob(
        () => purgeOldNamePreviews(db),
        (error) => log.error({ err: error }, 'name previews purge failed'),
        RETENTION_INTERVAL_MS,
      ),
  ],
};
