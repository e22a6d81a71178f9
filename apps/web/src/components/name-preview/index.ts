export { BusinessNameField } from './components/business-name-field';
export { CardNamePreview } from './components/card-name-preview';
export { NameOverlay } from './components/name-overlay';
export { nameTextStyle } from './components/name-text';
