export { documentAttachmentNames } from './document-attachment-names';
export { documentAttachments } from './document-attachments';
export { gstReport } from './gst-report';
export { invoiceAttachments } from './invoice-download';
export { invoicesModule } from './invoices.module';
export { issueInvoiceForPaidOrder } from './invoices.service';
export type { InvoicesTables } from './invoices.tables';
export { creditNoteIdOfOrder, creditNoteIdOfRefund, invoiceIdOfOrder } from './issued-documents';
