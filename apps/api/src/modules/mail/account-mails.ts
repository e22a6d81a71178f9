import type { Subscriber } from '../../lib/event-bus';
import type { AccountsEvents } from '../accounts';
import type { ModuleServices } from '../module';
import { enqueueMail, type MailOutbox } from './mail.service';
import { passwordChangedMail, passwordResetMail, verifyEmailMail, welcomeMail } from './templates/account-mails';

/**
 * The accounts module's mails, by the event they answer, written in the transaction that stores their link's
 * token, in the account's language as it is then (a new account's is its sign-up's). The token is only in the
 * mail: the accounts table keeps its hash.
 */
export function accountMails(
  settings: MailOutbox & { publicUrl: string },
  { accountLanguage }: Pick<ModuleServices, 'accountLanguage'>,
): {
  [Name in keyof AccountsEvents]: Subscriber<AccountsEvents[Name]>;
} {
  const link = (path: string, token: string) => `${settings.publicUrl}${path}?token=${encodeURIComponent(token)}`;
  return {
    CustomerSignedUp: async (trx, { userId, to, name, token }) => {
      await enqueueMail(trx, settings, {
        kind: 'welcome',
        to,
        eventKey: `welcome:${userId}`,
        ...welcomeMail({ name, link: link('/verify-email', token), language: await accountLanguage(trx, userId) }),
      });
    },
    EmailVerificationRequested: async (trx, { userId, to, name, token }) => {
      await enqueueMail(trx, settings, {
        kind: 'verify-email',
        to,
        ...verifyEmailMail({ name, link: link('/verify-email', token), language: await accountLanguage(trx, userId) }),
      });
    },
    PasswordResetRequested: async (trx, { userId, to, name, token }) => {
      await enqueueMail(trx, settings, {
        kind: 'password-reset',
        to,
        ...passwordResetMail({
          name,
          link: link('/reset-password', token),
          language: await accountLanguage(trx, userId),
        }),
      });
    },
    PasswordChanged: async (trx, { userId, to, name, changedAt }) => {
      await enqueueMail(trx, settings, {
        kind: 'password-changed',
        to,
        eventKey: `password-changed:${userId}:${changedAt}`,
        ...passwordChangedMail({
          name,
          changedAt,
          publicUrl: settings.publicUrl,
          language: await accountLanguage(trx, userId),
        }),
      });
    },
  };
}
