import type { ApiModule } from '../module';
import { closeProjectsOfRefundedOrder } from './close-refunded-projects';
import { createPlanMonthProjects } from './create-plan-months';
import { createProjectsForPaidOrder } from './create-projects';
import { registerMonthlyBriefRoutes } from './monthly-brief.routes';
import { briefLinksOfOrder } from './order-brief-links';
import { startProjectsJob } from './pause-job';
import { registerProjectsAdminRoutes } from './projects.admin-routes';
import { registerProjectsRoutes } from './projects.routes';

declare module '../module' {
  interface ModuleServices {
    /** The brief page of each website of an order still awaiting its brief: the order confirmation links them. */
    briefLinksOfOrder: typeof briefLinksOfOrder;
  }
}

/** The shop's work for a paid order: a project per website and per plan month, through the state machine. */
export const projectsModule: ApiModule = {
  name: 'projects',
  publishes: ['ProjectStateChanged', 'ProjectBriefReminderDue'],
  provides: () => ({ briefLinksOfOrder }),
  subscribe: {
    // Listed before plans, so a website's project numbers come before the plan months'.
    OrderPaid: createProjectsForPaidOrder,
    PlanPeriodStarted: createPlanMonthProjects,
    // Every project the refund pays back not yet delivered is cancelled (the mail module tells the customer).
    OrderRefunded: (trx, refunded, { events }) => closeProjectsOfRefundedOrder(events)(trx, refunded),
  },
  routes(api, { db, events }) {
    registerProjectsRoutes(api, db, events);
    registerMonthlyBriefRoutes(api, db, events);
  },
  adminRoutes: (api, { db, events }) => registerProjectsAdminRoutes(api, db, events),
  jobs: [
    ({ db, events, log }) => startProjectsJob(db, (error) => log.error({ err: error }, 'projects job failed'), events),
  ],
};
