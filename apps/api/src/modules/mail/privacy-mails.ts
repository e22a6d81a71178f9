import type { Subscriber } from '../../lib/event-bus';
import type { ModuleServices } from '../module';
import type { PrivacyEvents } from '../privacy';
import { enqueueMail, type MailOutbox } from './mail.service';
import { erasureMailKey } from './personal-data';
import { accountErasedMail, dataExportReadyMail, erasureLinkMail } from './templates/privacy-mails';

/**
 * The privacy module's mails, written in the transaction of the step they tell of, in the account's language
 * (read before the erasure removes the account: its mail is written first).
 */
export function privacyMails(
  settings: MailOutbox & { publicUrl: string },
  { accountLanguage }: Pick<ModuleServices, 'accountLanguage'>,
): {
  [Name in keyof PrivacyEvents]: Subscriber<PrivacyEvents[Name]>;
} {
  return {
    DataExportReady: async (trx, { exportId, userId, to, name, expiresAt }) => {
      await enqueueMail(trx, settings, {
        kind: 'data-export-ready',
        to,
        eventKey: `data-export-ready:${exportId}`,
        ...dataExportReadyMail({
          name,
          expiresAt,
          link: `${settings.publicUrl}/user-dashboard#privacy`,
          language: await accountLanguage(trx, userId),
        }),
      });
    },
    ErasureRequested: async (trx, { erasureId, userId, to, name, token, linkExpiresAt, openWork }) => {
      const link = `${settings.publicUrl}/erase-account?token=${encodeURIComponent(token)}`;
      await enqueueMail(trx, settings, {
        kind: 'erasure-link',
        to,
        eventKey: `erasure-link:${erasureId}`,
        ...erasureLinkMail({ name, link, linkExpiresAt, openWork, language: await accountLanguage(trx, userId) }),
      });
    },
    AccountErased: async (trx, { erasureId, userId, to, name, outcome }) => {
      await enqueueMail(trx, settings, {
        kind: 'account-erased',
        to,
        eventKey: erasureMailKey(erasureId),
        ...accountErasedMail({ name, outcome, language: await accountLanguage(trx, userId) }),
      });
    },
  };
}
