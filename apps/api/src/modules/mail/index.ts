export { accountMails } from './account-mails';
export { mailForEnquiry } from './enquiry-mails';
export { type AttachmentNames, registerMailAdminRoutes } from './mail.admin-routes';
export {
  type AttachmentSource,
  deliverDueMails,
  enqueueMail,
  type MailOutbox,
  type NewMail,
  startMailWorker,
} from './mail.service';
export type { MailTables } from './mail.tables';
export { createSmtpTransport, type MailAttachment, type MailTransport, type OutgoingMail } from './mail-transport';
export { mailsForPaidOrder } from './order-paid-mails';
export { queuePlanReminder } from './plan-reminder-mails';
export { mailsForRefundedOrder } from './refund-mails';
export { mailsForUnpaidOrder } from './unpaid-order-mails';
