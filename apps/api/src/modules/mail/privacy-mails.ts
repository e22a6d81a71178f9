import type { Subscriber } from '../../lib/event-bus';
import type { PrivacyEvents } from '../privacy';
import { enqueueMail, type MailOutbox } from './mail.service';
import { erasureMailKey } from './personal-data';
import { accountErasedMail, dataExportReadyMail, erasureLinkMail } from './templates/privacy-mails';

/** The privacy module's mails, written in the transaction of the step they tell of. */
export function privacyMails(settings: MailOutbox & { publicUrl: string }): {
  [Name in keyof PrivacyEvents]: Subscriber<PrivacyEvents[Name]>;
} {
  return {
    DataExportReady: async (trx, { exportId, to, name, expiresAt }) => {
      await enqueueMail(trx, settings, {
        kind: 'data-export-ready',
        to,
        eventKey: `data-export-ready:${exportId}`,
        ...dataExportReadyMail({ name, expiresAt, link: `${settings.publicUrl}/user-dashboard#privacy` }),
      });
    },
    ErasureRequested: async (trx, { erasureId, to, name, token, linkExpiresAt, openWork }) => {
      const link = `${settings.publicUrl}/erase-account?token=${encodeURIComponent(token)}`;
      await enqueueMail(trx, settings, {
        kind: 'erasure-link',
        to,
        eventKey: `erasure-link:${erasureId}`,
        ...erasureLinkMail({ name, link, linkExpiresAt, openWork }),
      });
    },
    AccountErased: async (trx, { erasureId, to, name, outcome }) => {
      await enqueueMail(trx, settings, {
        kind: 'account-erased',
        to,
        eventKey: erasureMailKey(erasureId),
        ...accountErasedMail({ name, outcome }),
      });
    },
  };
}
