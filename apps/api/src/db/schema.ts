import type { Generated } from 'kysely';
import type { AccountsTables } from '../modules/accounts';
import type { CatalogueTables } from '../modules/catalogue';
import type { CheckoutTables } from '../modules/checkout';
import type { EnquiriesTables } from '../modules/enquiries';
import type { InvoicesTables } from '../modules/invoices';
import type { MailTables } from '../modules/mail';
import type { MediaTables } from '../modules/media';
import type { PaymentsTables } from '../modules/payments';
import type { PlansTables } from '../modules/plans';
import type { PrivacyTables } from '../modules/privacy';
import type { ProjectsTables } from '../modules/projects';
import type { SettingsTables } from '../modules/settings';

/** Store-wide facts kept by the app itself (the demo catalogue's seed marker). */
export interface AppMetaTable {
  key: string;
  value: string;
}

/**
 * Every table, combined from the modules' own `<module>.tables.ts`; each table is prefixed
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
