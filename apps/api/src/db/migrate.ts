import { type Kysely, type Migration, Migrator } from 'kysely';
import * as catalogueAndMedia from './migrations/0001-catalogue-and-media';
import * as accounts from './migrations/0002-accounts';
import * as checkoutAndPayments from './migrations/0003-checkout-and-payments';
import * as storeSettings from './migrations/0004-store-settings';
import * as enquiries from './migrations/0005-enquiries';
import * as mail from './migrations/0006-mail';
import * as invoices from './migrations/0008-invoices';
import * as designSlugs from './migrations/0011-design-slugs';
import * as projects from './migrations/0012-projects';
import * as emailTokens from './migrations/0013-email-tokens';
import * as orderBilling from './migrations/0014-order-billing';
import * as creditNotes from './migrations/0015-credit-notes';
import * as designNameSlots from './migrations/0016-design-name-slots';
import * as marketingPlans from './migrations/0017-marketing-plans';
import * as orderFigures from './migrations/0018-order-figures';
import * as refundAttempts from './migrations/0019-refund-attempts';
import * as invoiceDemoFlag from './migrations/0020-invoice-demo-flag';
import * as invoiceDocuments from './migrations/0021-invoice-documents';
import * as sacAndBillingAddress from './migrations/0022-sac-and-billing-address';
import * as planMonthProjects from './migrations/0023-plan-month-projects';
import * as paymentMethodDetail from './migrations/0024-payment-method-detail';
import * as mailAttachments from './migrations/0025-mail-attachments';
import * as demoPaymentMethods from './migrations/0026-demo-payment-methods';
import * as privacy from './migrations/0027-privacy';
import * as partialRefunds from './migrations/0028-partial-refunds';
import * as privacyRequests from './migrations/0030-privacy-requests';
import * as accountLanguage from './migrations/0031-account-language';
import * as consentLanguage from './migrations/0032-consent-language';
import * as enquiryLanguage from './migrations/0033-enquiry-language';
import type { Database } from './schema';

/** Migrations in order; names are committed and never renamed. */
const migrations: Record<string, Migration> = {
  '0001-catalogue-and-media': catalogueAndMedia,
  '0002-accounts': accounts,
  '0003-checkout-and-payments': checkoutAndPayments,
  '0004-store-settings': storeSettings,
  '0005-enquiries': enquiries,
  '0006-mail': mail,
  '0008-invoices': invoices,
  '0011-design-slugs': designSlugs,
  '0012-projects': projects,
  '0015-credit-notes': creditNotes,
  '0013-email-tokens': emailTokens,
  '0014-order-billing': orderBilling,
  '0016-design-name-slots': designNameSlots,
  '0017-marketing-plans': marketingPlans,
  '0018-order-figures': orderFigures,
  '0019-refund-attempts': refundAttempts,
  '0020-invoice-demo-flag': invoiceDemoFlag,
  '0021-invoice-documents': invoiceDocuments,
  '0022-sac-and-billing-address': sacAndBillingAddress,
  '0023-plan-month-projects': planMonthProjects,
  '0024-payment-method-detail': paymentMethodDetail,
  '0025-mail-attachments': mailAttachments,
  '0026-demo-payment-methods': demoPaymentMethods,
  '0027-privacy': privacy,
  '0028-partial-refunds': partialRefunds,
  '0030-privacy-requests': privacyRequests,
  '0031-account-language': accountLanguage,
  '0032-consent-language': consentLanguage,
  '0033-enquiry-language': enquiryLanguage,
};

/**
 * Applies pending migrations. Kysely's migrator takes a lock row first, so
 * instances starting together apply each migration once; running it twice is a no-op.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Numbers are handed out per module ahead of time, so a store that already has a later one
    // (0012) still gets an earlier one added since (0006); each module's migration stands alone.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
