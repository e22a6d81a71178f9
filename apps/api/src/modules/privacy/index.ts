export { optionalConsentAllows } from './consents.service';
export { privacyModule } from './privacy.module';
export type { PrivacyTables } from './privacy.tables';
