import { RETENTION_INTERVAL_MS, startPeriodicJob } from '../../lib/periodic-job';
import { documentAttachmentNames, documentAttachments } from '../invoices';
import type { ApiModule } from '../module';
import { accountMails } from './account-mails';
import { mailForEnquiry } from './enquiry-mails';
import { registerMailAdminRoutes } from './mail.admin-routes';
import { startMailWorker } from './mail.service';
import { createSmtpTransport } from './mail-transport';
import { mailsForPaidOrder } from './order-paid-mails';
import { queuePlanReminder } from './plan-reminder-mails';
import { privacyMails } from './privacy-mails';
import { projectMails } from './project-mails';
import { mailsForRefundedOrder } from './refund-mails';
import { purgeOldMailBodies } from './retention';
import { mailsForUnpaidOrder } from './unpaid-order-mails';

/**
 * The outbox: every side-effect mail is written here, by a subscriber of the event that causes it, in that
 * event's transaction. Listed after the modules whose work a mail describes (the invoice, the projects).
 */
export const mailModule: ApiModule = {
  name: 'mail',
  subscribe: {
    OrderPaid: (trx, paid, { mail, services }) => mailsForPaidOrder(mail, services)(trx, paid),
    OrderUnpaid: (trx, unpaid, { mail }) => mailsForUnpaidOrder(mail)(trx, unpaid),
    OrderRefunded: (trx, refunded, { mail }) => mailsForRefundedOrder(mail)(trx, refunded),
    EnquiryReceived: (trx, enquiry, { mail }) => mailForEnquiry(mail)(trx, enquiry),
    CustomerSignedUp: (trx, link, { mail }) => accountMails(mail).CustomerSignedUp(trx, link),
    EmailVerificationRequested: (trx, link, { mail }) => accountMails(mail).EmailVerificationRequested(trx, link),
    PasswordResetRequested: (trx, link, { mail }) => accountMails(mail).PasswordResetRequested(trx, link),
    PasswordChanged: (trx, change, { mail }) => accountMails(mail).PasswordChanged(trx, change),
    DataExportReady: (trx, ready, { mail }) => privacyMails(mail).DataExportReady(trx, ready),
    ErasureRequested: (trx, request, { mail }) => privacyMails(mail).ErasureRequested(trx, request),
    AccountErased: (trx, erased, { mail }) => privacyMails(mail).AccountErased(trx, erased),
    ProjectStateChanged: (trx, change, { mail }) => projectMails(mail).ProjectStateChanged(trx, change),
    ProjectBriefReminderDue: (trx, due, { mail }) => projectMails(mail).ProjectBriefReminderDue(trx, due),
    PlanEndingSoon: async (trx, plan, { mail, services }) => {
      // Reminders are optional: a customer who withdrew that consent gets none (order mails still go).
      if (!(await services.optionalConsentAllows(trx, plan.userId, 'plan-reminders'))) return;
      await queuePlanReminder(mail)(trx, plan);
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
