import type { ApiModule } from '../module';
import { createPaymentProvider, type PaymentsSetup } from './create-provider';
import { registerDemoGatewayRoutes } from './demo-gateway/demo-gateway.routes';
import { DEMO_IN_PRODUCTION_WARNING, DEMO_PAYMENTS_NOTICE } from './demo-notice';
import { paymentPagePolicy } from './page-policy';
import type { Transport } from './transport';

declare module '../module' {
  interface ModuleOptions {
    /** How the payment provider is reached (a test points Cashfree at a local double). */
    paymentTransport?: Transport;
  }
  interface ModuleContext {
    /** The configured provider (made before the modules: the page policy depends on it) and the demo gateway. */
    payments: PaymentsSetup;
  }
}

/** The payment provider's client; with the demo provider, the gateway the store serves itself. */
export const paymentsModule: ApiModule = {
  name: 'payments',
  provide: ({ db, env, serverSecret, publicUrl }, app, { paymentTransport }) => ({
    payments: createPaymentProvider(app, env, { db, serverSecret, publicUrl, transport: paymentTransport }),
  }),
  pagePolicy: ({ payments }) => paymentPagePolicy(payments.provider.checkout),
  // Every production start on the demo provider says so, so nobody deploys it unaware.
  async start({ env }) {
    if (env.production && env.PAYMENT_PROVIDER === 'demo') console.warn(DEMO_IN_PRODUCTION_WARNING);
  },
  // Said on every page: a production store on the demo provider, where nobody should believe they paid.
  web: ({ env }) => ({
    banner: env.production && env.PAYMENT_PROVIDER === 'demo' ? DEMO_PAYMENTS_NOTICE : undefined,
  }),
  // The built-in demo provider's API and hosted checkout, served by the store itself.
  siteRoutes(app, { payments }) {
    if (payments.demoGateway) registerDemoGatewayRoutes(app, payments.demoGateway);
  },
};
