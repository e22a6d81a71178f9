import type { PageData } from '../../lib/web-pages';
import type { ApiModule } from '../module';
import { cachedListingAnswer } from './cached-listing';
import { registerCardsAdminRoutes } from './cards.admin-routes';
import { registerCatalogueRoutes } from './catalogue.routes';
import { cataloguePageLoader } from './catalogue-page-html';
import { ensureOfferedCategories } from './categories';
import { registerCrawlerFiles } from './crawler-files';
import { demoCatalogueCommands, seedDemoCatalogueOnStart } from './demo-catalogue-start';
import { designPageLoader } from './design-page-html';
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
  web({ db, publicUrl, services }) {
    const catalogue = cataloguePageLoader(db);
    // Without the server's renderer, /designs still arrives with its first page of designs to draw.
    const firstDesigns = async (): Promise<PageData | undefined> =>
      (await catalogue('/designs', new URLSearchParams()))?.data;
    return {
      cataloguePage: catalogue,
      designPage: designPageLoader(db, publicUrl),
      pageData: { '/designs': firstDesigns },
      // The cached listings are answered before the app's routing.
      earlyAnswer: (security) => cachedListingAnswer(services.listings, security),
    };
  },
};
