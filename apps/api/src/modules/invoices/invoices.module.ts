import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ApiModule } from '../module';
import { issueCreditNoteForRefundedOrder } from './credit-notes.service';
import { registerInvoicesAdminRoutes } from './invoices.admin-routes';
import { registerInvoicesRoutes } from './invoices.routes';
import { issueInvoiceForPaidOrder } from './invoices.service';
import { invoicedOrderIds } from './issued-documents';

declare module '../module' {
  interface ModuleServices {
    /** Which of these orders have a tax invoice: their records are kept for the GST law's period. */
    invoicedOrderIds: (db: Kysely<Database>, orderIds: string[]) => Promise<Set<string>>;
  }
}

/** Tax invoices and credit notes, issued in the payment's and the refund's transaction. */
export const invoicesModule: ApiModule = {
  name: 'invoices',
  provides: () => ({ invoicedOrderIds }),
  subscribe: {
    OrderPaid: issueInvoiceForPaidOrder,
    OrderRefunded: issueCreditNoteForRefundedOrder,
  },
  routes: (api, { db }) => registerInvoicesRoutes(api, db),
  adminRoutes: (api, { db }) => registerInvoicesAdminRoutes(api, db),
};
