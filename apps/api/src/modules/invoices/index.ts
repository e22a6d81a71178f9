export { documentAttachmentNames } from './document-attachment-names';
export { documentAttachments } from './document-attachments';
export { gstReport } from './gst-report';
export { invoiceAttachments } from './invoice-download';
export { invoicesModule } from './invoices.module';
export { issueInvoiceForPaidOrder } from './invoices.service';
export type { InvoicesTables } from './invoices.tables';
export { creditNoteIdOfOrder, creditNoteIdOfRefund, invoicedOrderIds, invoiceIdOfOrder } from './issued-documents';
export { type ExportFile, keepTaxDocuments, taxDocumentsForExport } from './personal-data';
