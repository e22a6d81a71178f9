import type { Generated } from 'kysely';
import type { AccountsTables } from '../modules/accounts/accounts.tables';
import type { CatalogueTables } from '../modules/catalogue/catalogue.tables';
import type { CheckoutTables } from '../modules/checkout/checkout.tables';
import type { EnquiriesTables } from '../modules/enquiries/enquiries.tables';
import type { InvoicesTables } from '../modules/invoices/invoices.tables';
import type { MailTables } from '../modules/mail/mail.tables';
import type { MediaTables } from '../modules/media/media.tables';
import type { PaymentsTables } from '../modules/payments/payments.tables';
import type { PlansTables } from '../modules/plans/plans.tables';
import type { PrivacyTables } from '../modules/privacy/privacy.tables';
import type { ProjectsTables } from '../modules/projects/projects.tables';
import type { SettingsTables } from '../modules/settings/settings.tables';

/** Store-wide facts kept by the app itself (the demo catalogue's seed marker). */
export interface AppMetaTable {
  key: string;
  value: string;
}

/**
 * Every table, combined from the modules' own `<module>.tables.ts` (imported directly: they import nothing of
 * the modules, so the schema ties no module to the others); each table is prefixed
 * with its module's name. Timestamps are ISO-8601 UTC text and flags are 0/1 integers so
 * that one schema serves SQLite and PostgreSQL alike; money is integer paise.
 */
export interface Database
  extends CatalogueTables,
    MediaTables,
    AccountsTables,
    CheckoutTables,
    PaymentsTables,
    SettingsTables,
    EnquiriesTables,
    MailTables,
    InvoicesTables,
    ProjectsTables,
    PlansTables,
    PrivacyTables {
  app_meta: AppMetaTable;
}

export type { Generated };
