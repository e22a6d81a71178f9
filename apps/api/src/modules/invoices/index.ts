export { gstReport } from './gst-report';
export { invoiceAttachments } from './invoice-download';
export { registerInvoicesAdminRoutes } from './invoices.admin-routes';
export { findInvoiceByOrderId, type InvoiceRow } from './invoices.repository';
export { registerInvoicesRoutes } from './invoices.routes';
export { issueInvoiceForPaidOrder } from './invoices.service';
export type { InvoicesTables } from './invoices.tables';
