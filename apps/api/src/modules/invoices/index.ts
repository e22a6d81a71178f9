export { gstReport } from './gst-report';
export { registerInvoicesAdminRoutes } from './invoices.admin-routes';
export { findInvoiceByOrderId, type InvoiceRow } from './invoices.repository';
export { registerInvoicesRoutes } from './invoices.routes';
export { issueInvoiceForPaidOrder } from './invoices.service';
export type { InvoicesTables } from './invoices.tables';
