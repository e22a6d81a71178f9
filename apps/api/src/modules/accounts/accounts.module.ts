import { RETENTION_INTERVAL_MS, startPeriodicJob } from '../../lib/periodic-job';
import type { ApiModule } from '../module';
import { registerAccessControl } from './access-control';
import { registerAccountsRoutes } from './accounts.routes';
import { bootstrapAdminOnStart } from './admin-on-start';
import { registerEmailLinkRoutes } from './email-links.routes';
import { purgeExpiredAccountRecords } from './retention';
import { createTokenService, type TokenService } from './tokens';
import { languageOf } from './users.repository';

declare module '../module' {
  interface ModuleContext {
    /** Signs and checks the sessions' tokens (made before the modules' routes, which the access control guards). */
    tokens: TokenService;
  }
  interface ModuleServices {
    /** The language an account chose ('en' until it chooses): its mails are written in it. */
    accountLanguage: typeof languageOf;
  }
}

/** Sign-up, login, email links; publishes the moments the mail module writes mails for. */
export const accountsModule: ApiModule = {
  name: 'accounts',
  publishes: ['CustomerSignedUp', 'EmailVerificationRequested', 'PasswordResetRequested', 'PasswordChanged'],
  // Access control is in place before any module adds a route: a route without an access level stops the start.
  provide({ serverSecret, db }, app) {
    const tokens = createTokenService(serverSecret);
    registerAccessControl(app, db, tokens);
    return { tokens };
  },
  provides: () => ({ accountLanguage: languageOf }),
  start: bootstrapAdminOnStart,
  routes(api, { db, tokens, env, events }) {
    registerAccountsRoutes(api, { db, tokens, signupLimitPerIp: env.SIGNUP_LIMIT_PER_IP, events });
    registerEmailLinkRoutes(api, { db, events });
  },
  jobs: [
    ({ db, log }) =>
      startPeriodicJob(
        () => purgeExpiredAccountRecords(db),
        (error) => log.error({ err: error }, 'account records purge failed'),
        RETENTION_INTERVAL_MS,
      ),
  ],
};
