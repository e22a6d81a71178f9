export { mailModule } from './mail.module';
export {
  type AttachmentSource,
  deliverDueMails,
  enqueueMail,
  type MailOutbox,
  type NewMail,
} from './mail.service';
export type { MailTables } from './mail.tables';
export { createSmtpTransport, type MailAttachment, type MailTransport, type OutgoingMail } from './mail-transport';
export { queuePlanReminder } from './plan-reminder-mails';
