export { DEMO_SELLER } from './demo-seller';
export { settingsModule } from './settings.module';
export {
  ensureStoreSettings,
  publicStoreSettings,
  type SellerDetails,
  type SellerFromEnv,
  sacCodes,
  sellerDetails,
} from './settings.service';
export type { SettingsTables } from './settings.tables';
export { fillSellerPlaceholders } from './settings-page';
