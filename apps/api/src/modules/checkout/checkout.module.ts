import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { RETENTION_INTERVAL_MS, startPeriodicJob } from '../../lib/periodic-job';
import type { ApiModule } from '../module';
import { registerCheckoutRoutes } from './checkout.routes';
import type { CheckoutDeps } from './checkout-deps';
import { createEncRespCodec } from './enc-resp';
import { registerOrdersAdminRoutes } from './orders.admin-routes';
import { startReconciler } from './reconcile';
import { purgeAbandonedOrders } from './retention';
import { isDesignOrdered } from './sales-figures.repository';
import { registerWebhookRoutes } from './webhook.routes';

declare module '../module' {
  interface ModuleServices {
    /** Checkout's services of this app (the reconciler and tests use them). */
    checkout: CheckoutDeps;
    /** Whether any order holds the design: the catalogue hides such a design rather than deleting it. */
    isDesignOrdered: (db: Kysely<Database>, designId: string) => Promise<boolean>;
  }
}

/** Orders, payments and refunds; publishes OrderPaid, OrderUnpaid and OrderRefunded; purges abandoned orders. */
export const checkoutModule: ApiModule = {
  name: 'checkout',
  publishes: ['OrderPaid', 'OrderUnpaid', 'OrderRefunded'],
  provides: ({ db, payments, serverSecret, publicUrl, events, services }) => ({
    checkout: {
      db,
      provider: payments.provider,
      encResp: createEncRespCodec(serverSecret),
      publicUrl,
      events,
      onOrderPaid: events.subscribers('OrderPaid'),
      // Read when an order or a refund asks: every module's services are in place by then.
      pricePlanLines: (db, lines) => services.pricePlanLines(db, lines),
      unstartedPlanMonths: (db, orderId, position) => services.unstartedPlanMonths(db, orderId, position),
    },
    isDesignOrdered,
  }),
  routes(api, { services }) {
    registerCheckoutRoutes(api, services.checkout);
    registerWebhookRoutes(api, services.checkout);
  },
  adminRoutes: (api, { services }) => registerOrdersAdminRoutes(api, services.checkout),
  jobs: [
    ({ services, env, log }) =>
      startReconciler(services.checkout, (error) => log.error({ err: error }, 'reconciliation failed'), {
        intervalMs: env.RECONCILE_INTERVAL_MS,
        minAgeMs: env.RECONCILE_AFTER_MS,
      }),
    ({ db, services, log }) =>
      startPeriodicJob(
        () => purgeAbandonedOrders(db, services.invoicedOrderIds),
        (error) => log.error({ err: error }, 'abandoned orders purge failed'),
        RETENTION_INTERVAL_MS,
      ),
  ],
};
