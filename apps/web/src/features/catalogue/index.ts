export { CatalogueSection, type CatalogueState } from './components/catalogue-section';
