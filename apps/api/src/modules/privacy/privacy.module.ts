import type { OptionalPurpose } from '@store/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ApiModule } from '../module';
import { recordAdminActions } from './audit-log.service';
import { optionalConsentAllows, recordConsents } from './consents.service';
import { registerDataRightsAdminRoutes } from './data-rights.admin-routes';
import { registerDataRightsRoutes } from './data-rights.routes';
import { dataRightsJobs } from './data-rights-jobs';
import { registerPrivacyAdminRoutes } from './privacy.admin-routes';
import { registerPrivacyRoutes } from './privacy.routes';

declare module '../module' {
  interface ModuleServices {
    /** Whether a mail for an optional purpose (plan reminders, marketing) may go to the account now. */
    optionalConsentAllows: (db: Kysely<Database>, userId: string, purpose: OptionalPurpose) => Promise<boolean>;
  }
}

/**
 * Consents on record (given with sign-up, checkout and the contact form, withdrawn in the profile), the
 * admin audit log of actions on personal data, and the customer's rights: an archive of their data and
 * erasure of their account; publishes DataExportReady, ErasureRequested and AccountErased.
 */
export const privacyModule: ApiModule = {
  name: 'privacy',
  publishes: ['DataExportReady', 'ErasureRequested', 'AccountErased'],
  provides: () => ({ optionalConsentAllows }),
  subscribe: {
    CustomerSignedUp: async (trx, signedUp) => {
      if (!signedUp.privacy) return;
      await recordConsents(
        trx,
        { userId: signedUp.userId, email: signedUp.to },
        signedUp.privacy,
        'contract',
        'sign-up',
      );
    },
    EnquiryReceived: async (trx, enquiry) => {
      if (!enquiry.privacy) return;
      const subject = { userId: null, email: enquiry.email, reference: enquiry.reference };
      // A sender without an account gives only what answering needs.
      await recordConsents(trx, subject, { ...enquiry.privacy, optional: [] }, 'enquiry', 'contact-form');
    },
  },
  routes: (api, ctx) => {
    registerPrivacyRoutes(api, ctx.db);
    registerDataRightsRoutes(api, ctx);
  },
  adminRoutes: (api, { db }) => {
    recordAdminActions(api, db);
    registerPrivacyAdminRoutes(api, db);
    registerDataRightsAdminRoutes(api, db);
  },
  jobs: dataRightsJobs,
};
