export { DEMO_SELLER } from './demo-seller';
export { findSacCodes } from './settings.repository';
export { registerSettingsRoutes } from './settings.routes';
export { ensureStoreSettings, publicStoreSettings, type SellerFromEnv } from './settings.service';
export type { SettingsTables } from './settings.tables';
export { fillSellerPlaceholders, storeSettingsSiteData } from './settings-page';
