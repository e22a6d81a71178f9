import type { ApiModule } from '../module';
import { registerNamePreviewRoutes } from './name-preview.routes';

/** A design's picture with a visitor's business name drawn in. */
export const namePreviewModule: ApiModule = {
  name: 'name-preview',
  routes: (api, { db, env }) => registerNamePreviewRoutes(api, db, { cacheLimit: env.NAME_PREVIEW_CACHE_LIMIT }),
};
