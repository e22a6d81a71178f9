export { seedDesignPage } from './api/get-design';
export type { CatalogueState } from './catalogue-state';
export { CatalogueSection } from './components/catalogue-section';
export { DesignPage } from './components/design-page';
export { seedCataloguePage } from './first-designs';
export { parseSeed, useVisitSeed, VisitSeedProvider } from './visit-seed';
