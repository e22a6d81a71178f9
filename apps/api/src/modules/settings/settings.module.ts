import { type ShortMemo, shortMemo } from '../../lib/short-memo';
import type { SiteData } from '../../lib/site-data';
import type { ApiModule } from '../module';
import { registerSettingsRoutes } from './settings.routes';
import { ensureStoreSettings } from './settings.service';
import { storeSettingsSiteData } from './settings-page';

declare module '../module' {
  interface ModuleServices {
    /** The seller's details every page is drawn with: read once a second at most, cleared by a save. */
    siteData: ShortMemo<SiteData>;
  }
}

/** The seller's details and grievance officer. */
export const settingsModule: ApiModule = {
  name: 'settings',
  // The seller's details exist before the first request: from SELLER_* on the first start, else the demo seller.
  ready: ({ db, env }) => ensureStoreSettings(db, env.seller),
  provides: ({ db }) => ({ siteData: shortMemo(storeSettingsSiteData(db), 1000) }),
  web: ({ services }) => ({ siteData: services.siteData }),
  routes: (api, { db, services }) => registerSettingsRoutes(api, db, { onSettingsChanged: services.siteData.clear }),
};
