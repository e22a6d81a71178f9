import { type ShortMemo, shortMemo } from '../../lib/short-memo';
import type { ApiModule } from '../module';
import { startPlanReminders } from './plan-reminders';
import { registerPlansAdminRoutes } from './plans.admin-routes';
import { registerPlansRoutes } from './plans.routes';
import { listPlans, pricePlanLines } from './plans.service';
import { recordPlansForPaidOrder } from './record-periods';
import { endPlanMonthsOfRefund, unstartedPlanMonths } from './refunded-months';
import { ensurePlans } from './seed-plans';

declare module '../module' {
  interface ModuleServices {
    /** The plans on sale every page may show: read once a second at most, cleared by an admin's edit. */
    plansOnSale: ShortMemo<{ plans: Awaited<ReturnType<typeof listPlans>> }>;
    /** The cart's plan lines priced from the plans on sale: checkout never trusts the browser's prices. */
    pricePlanLines: typeof pricePlanLines;
    /** Months of a plan line not started yet: checkout refunds only those. */
    unstartedPlanMonths: typeof unstartedPlanMonths;
  }
}

/** Marketing plans and the customers' periods of them; publishes PlanPeriodStarted and PlanEndingSoon. */
export const plansModule: ApiModule = {
  name: 'plans',
  publishes: ['PlanPeriodStarted', 'PlanEndingSoon'],
  // The spec's four marketing plans exist before the first request; an admin's edits are kept.
  ready: ({ db }) => ensurePlans(db),
  provides: ({ db }) => ({
    plansOnSale: shortMemo(async () => ({ plans: await listPlans(db) }), 1000),
    pricePlanLines,
    unstartedPlanMonths,
  }),
  subscribe: {
    OrderPaid: (trx, paid, { events }) => recordPlansForPaidOrder(trx, paid, events),
    // The refunded months go from the periods (the projects module cancels the months' projects).
    OrderRefunded: endPlanMonthsOfRefund,
  },
  web: ({ services }) => ({ plansOnSale: services.plansOnSale }),
  routes: (api, { db }) => registerPlansRoutes(api, db),
  adminRoutes: (api, { db, services }) =>
    registerPlansAdminRoutes(api, db, { onPlansChanged: services.plansOnSale.clear }),
  jobs: [
    ({ db, events, log }) =>
      startPlanReminders(
        db,
        async (_db, plan) => {
          await db.transaction().execute((trx) => events.publish(trx, 'PlanEndingSoon', plan));
          return true;
        },
        (error) => log.error({ err: error }, 'plan reminders failed'),
      ),
  ],
};
