import type { ApiModule } from '../module';
import { registerCardsAdminRoutes } from './cards.admin-routes';
import { registerCatalogueRoutes } from './catalogue.routes';
import { ensureOfferedCategories } from './categories';
import { registerCrawlerFiles } from './crawler-files';
import { demoCatalogueCommands, seedDemoCatalogueOnStart } from './demo-catalogue-start';
import { ListingCache } from './listing-cache';

declare module '../module' {
  interface ModuleServices {
    /** The catalogue's cached listings, answered early by the http layer and cleared by every admin edit. */
    listings: ListingCache;
  }
}

/** Designs, categories, listings and the crawler files. */
export const catalogueModule: ApiModule = {
  name: 'catalogue',
  ready: ({ db }) => ensureOfferedCategories(db),
  start: seedDemoCatalogueOnStart,
  commands: demoCatalogueCommands,
  provides: () => ({ listings: new ListingCache() }),
  routes: (api, { db, services }) => registerCatalogueRoutes(api, db, services.listings),
  adminRoutes(api, { db, services }) {
    registerCardsAdminRoutes(api, {
      db,
      isDesignOrdered: services.isDesignOrdered,
      onCatalogueChanged: () => services.listings.clear(),
    });
  },
  siteRoutes: (app, { db, publicUrl }) => registerCrawlerFiles(app, db, publicUrl),
};
