export { optionalConsentAllows } from './consents.service';
export { privacyModule } from './privacy.module';
export type { PrivacyTables } from './privacy.tables';
export type { AccountErased, DataExportReady, ErasureRequested, PrivacyEvents } from './privacy-events';
