import type { ApiModule } from '../module';
import { issueCreditNoteForRefundedOrder } from './credit-notes.service';
import { registerInvoicesAdminRoutes } from './invoices.admin-routes';
import { registerInvoicesRoutes } from './invoices.routes';
import { issueInvoiceForPaidOrder } from './invoices.service';

/** Tax invoices and credit notes, issued in the payment's and the refund's transaction. */
export const invoicesModule: ApiModule = {
  name: 'invoices',
  subscribe: {
    OrderPaid: issueInvoiceForPaidOrder,
    OrderRefunded: issueCreditNoteForRefundedOrder,
  },
  routes: (api, { db }) => registerInvoicesRoutes(api, db),
  adminRoutes: (api, { db }) => registerInvoicesAdminRoutes(api, db),
};
