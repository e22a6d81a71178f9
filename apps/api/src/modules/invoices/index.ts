export { findInvoiceByOrderId, type InvoiceRow } from './invoices.repository';
export { issueInvoiceForPaidOrder } from './invoices.service';
export type { InvoicesTables } from './invoices.tables';
