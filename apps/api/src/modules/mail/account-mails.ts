import type { Subscriber } from '../../lib/event-bus';
import type { AccountsEvents } from '../accounts';
import { enqueueMail, type MailOutbox } from './mail.service';
import { passwordChangedMail, passwordResetMail, verifyEmailMail, welcomeMail } from './templates/account-mails';

/**
 * The accounts module's mails, by the event they answer, written in the transaction that stores their link's
 * token. The token is only in the mail: the accounts table keeps its hash.
 */
export function accountMails(settings: MailOutbox & { publicUrl: string }): {
  [Name in keyof AccountsEvents]: Subscriber<AccountsEvents[Name]>;
} {
  const link = (path: string, token: string) => `${settings.publicUrl}${path}?token=${encodeURIComponent(token)}`;
  return {
    CustomerSignedUp: async (trx, { userId, to, name, token }) => {
      await enqueueMail(trx, settings, {
        kind: 'welcome',
        to,
        eventKey: `welcome:${userId}`,
        ...welcomeMail({ name, link: link('/verify-email', token) }),
      });
    },
    EmailVerificationRequested: async (trx, { to, name, token }) => {
      await enqueueMail(trx, settings, {
        kind: 'verify-email',
        to,
        ...verifyEmailMail({ name, link: link('/verify-email', token) }),
      });
    },
    PasswordResetRequested: async (trx, { to, name, token }) => {
      await enqueueMail(trx, settings, {
        kind: 'password-reset',
        to,
        ...passwordResetMail({ name, link: link('/reset-password', token) }),
      });
    },
    PasswordChanged: async (trx, { userId, to, name, changedAt }) => {
      await enqueueMail(trx, settings, {
        kind: 'password-changed',
        to,
        eventKey: `password-changed:${userId}:${changedAt}`,
        ...passwordChangedMail({ name, changedAt, publicUrl: settings.publicUrl }),
      });
    },
  };
}
