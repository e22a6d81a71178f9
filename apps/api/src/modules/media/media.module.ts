import type { ApiModule } from '../module';
import { registerMediaRoutes } from './media.routes';

/** Stored images and PDFs, served outside /api. */
export const mediaModule: ApiModule = {
  name: 'media',
  siteRoutes: (app, { db }) => registerMediaRoutes(app, db),
};
