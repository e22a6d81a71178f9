import { RETENTION_INTERVAL_MS, startPeriodicJob } from '../../lib/periodic-job';
import { documentAttachmentNames, documentAttachments } from '../invoices';
import type { ApiModule } from '../module';
import { accountMails } from './account-mails';
import { mailForEnquiry } from './enquiry-mails';
import { registerMailAdminRoutes } from './mail.admin-routes';
import { startMailWorker } from './mail.service';
import { createSmtpTransport } from './mail-transport';
import { mailsForPaidOrder } from './order-paid-mails';
import { mailLog } from './personal-data';
import { queuePlanReminder } from './plan-reminder-mails';
import { privacyMails } from './privacy-mails';
import { projectMails } from './project-mails';
import { mailsForRefundedOrder } from './refund-mails';
import { purgeOldMailBodies } from './retention';
import { mailsForUnpaidOrder } from './unpaid-order-mails';

declare module '../module' {
  interface ModuleServices {
    /** The mails the store wrote to a customer: in their archive, and forgotten when they are erased. */
    mailLog: typeof mailLog;
  }
}

/**
 * The outbox: every side-effect mail is written here, by a subscriber of the event that causes it, in that
 * event's transaction. Listed after the modules whose work a mail describes (the invoice, the projects).
 */
export const mailModule: ApiModule = {
  name: 'mail',
  provides: () => ({ mailLog }),
  subscribe: {
    OrderPaid: (trx, paid, { mail, services }) => mailsForPaidOrder(mail, services)(trx, paid),
    OrderUnpaid: (trx, unpaid, { mail, services }) => mailsForUnpaidOrder(mail, services)(trx, unpaid),
    OrderRefunded: (trx, refunded, { mail, services }) => mailsForRefundedOrder(mail, services)(trx, refunded),
    EnquiryReceived: (trx, enquiry, { mail }) => mailForEnquiry(mail)(trx, enquiry),
    CustomerSignedUp: (trx, link, { mail, services }) => accountMails(mail, services).CustomerSignedUp(trx, link),
    EmailVerificationRequested: (trx, link, { mail, services }) =>
      accountMails(mail, services).EmailVerificationRequested(trx, link),
    PasswordResetRequested: (trx, link, { mail, services }) =>
      accountMails(mail, services).PasswordResetRequested(trx, link),
    PasswordChanged: (trx, change, { mail, services }) => accountMails(mail, services).PasswordChanged(trx, change),
    DataExportReady: (trx, ready, { mail, services }) => privacyMails(mail, services).DataExportReady(trx, ready),
    ErasureRequested: (trx, request, { mail, services }) => privacyMails(mail, services).ErasureRequested(trx, request),
    AccountErased: (trx, erased, { mail, services }) => privacyMails(mail, services).AccountErased(trx, erased),
    ProjectStateChanged: (trx, change, { mail, services }) =>
      projectMails(mail, services).ProjectStateChanged(trx, change),
    ProjectBriefReminderDue: (trx, due, { mail, services }) =>
      projectMails(mail, services).ProjectBriefReminderDue(trx, due),
    PlanEndingSoon: async (trx, plan, { mail, services }) => {
      // Reminders are optional: a customer who withdrew that consent gets none (order mails still go).
      if (!(await services.optionalConsentAllows(trx, plan.userId, 'plan-reminders'))) return;
      await queuePlanReminder(mail)(trx, { ...plan, language: await services.accountLanguage(trx, plan.userId) });
    },
  },
  adminRoutes(api, { db, mail }) {
    registerMailAdminRoutes(api, { db, smtp: mail.smtp, attachmentNames: documentAttachmentNames(db) });
  },
  jobs: [
    // The outbox's sender: only with SMTP_URL; without it mails are kept for /admin/emails.
    ({ db, dialect, env, log }) =>
      env.SMTP_URL
        ? startMailWorker(
            {
              db,
              dialect,
              transport: createSmtpTransport(env.SMTP_URL),
              from: env.mailFrom,
              leaseMs: env.MAIL_LEASE_MS,
              attachmentsFor: documentAttachments(db),
            },
            (error) => log.error({ err: error }, 'mail delivery failed'),
          )
        : () => {},
    ({ db, log }) =>
      startPeriodicJob(
        () => purgeOldMailBodies(db),
        (error) => log.error({ err: error }, 'mail bodies purge failed'),
        RETENTION_INTERVAL_MS,
      ),
  ],
};
