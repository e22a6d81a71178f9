import type { ApiModule } from '../module';
import type { PaymentsSetup } from './create-provider';
import { registerDemoGatewayRoutes } from './demo-gateway/demo-gateway.routes';
import { DEMO_IN_PRODUCTION_WARNING, DEMO_PAYMENTS_NOTICE } from './demo-notice';

declare module '../module' {
  interface ModuleContext {
    /** The configured provider (made before the modules: the page policy depends on it) and the demo gateway. */
    payments: PaymentsSetup;
  }
  interface ModuleServices {
    /** Said on every page: a production store on the demo provider, where nobody should believe they paid. */
    siteBanner?: string;
  }
}

/** The payment provider's client; with the demo provider, the gateway the store serves itself. */
export const paymentsModule: ApiModule = {
  name: 'payments',
  // Every production start on the demo provider says so, so nobody deploys it unaware.
  async start({ env }) {
    if (env.production && env.PAYMENT_PROVIDER === 'demo') console.warn(DEMO_IN_PRODUCTION_WARNING);
  },
  provides: ({ env }) => ({
    siteBanner: env.production && env.PAYMENT_PROVIDER === 'demo' ? DEMO_PAYMENTS_NOTICE : undefined,
  }),
  // The built-in demo provider's API and hosted checkout, served by the store itself.
  siteRoutes(app, { payments }) {
    if (payments.demoGateway) registerDemoGatewayRoutes(app, payments.demoGateway);
  },
};
