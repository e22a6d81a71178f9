export { registerCardsAdminRoutes } from './cards.admin-routes';
export { designsByCategory, findActiveDesigns } from './catalogue.repository';
export { registerCatalogueRoutes } from './catalogue.routes';
export { type DesignLookup, lookUpDesign } from './catalogue.service';
export type { CatalogueTables } from './catalogue.tables';
export { ensureOfferedCategories } from './categories';
export { type FirstDesignsPage, firstDesignsPage } from './first-designs';
export { ListingCache } from './listing-cache';
export { isDemoCatalogueSeeded, seedDemoCatalogue } from './seed/seed-demo-catalogue';
