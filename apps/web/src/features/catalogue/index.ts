export { CatalogueSection, type CatalogueState } from './components/catalogue-section';
export { parseSeed, visitSeed } from './visit-seed';
