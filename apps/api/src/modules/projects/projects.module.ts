import type { ApiModule, ModuleContext } from '../module';
import { closeProjectsOfRefundedOrder } from './close-refunded-projects';
import { createPlanMonthProjects } from './create-plan-months';
import { createProjectsForPaidOrder } from './create-projects';
import { registerMonthlyBriefRoutes } from './monthly-brief.routes';
import { briefLinksOfOrder } from './order-brief-links';
import { startProjectsJob } from './pause-job';
import type { ProjectMailer } from './project-mails';
import { registerProjectsAdminRoutes } from './projects.admin-routes';
import { registerProjectsRoutes } from './projects.routes';

/** A project's mails go to the outbox with the store's address for their links. */
const mailerOf = ({ mail }: ModuleContext): ProjectMailer => ({
  outbox: { smtp: mail.smtp },
  publicUrl: mail.publicUrl,
});

declare module '../module' {
  interface ModuleServices {
    /** The brief page of each website of an order still awaiting its brief: the order confirmation links them. */
    briefLinksOfOrder: typeof briefLinksOfOrder;
  }
}

/** The shop's work for a paid order: a project per website and per plan month, through the state machine. */
export const projectsModule: ApiModule = {
  name: 'projects',
  provides: () => ({ briefLinksOfOrder }),
  subscribe: {
    // Listed before plans, so a website's project numbers come before the plan months'.
    OrderPaid: createProjectsForPaidOrder,
    PlanPeriodStarted: createPlanMonthProjects,
    // Every project of the order not yet delivered is cancelled, with its mail.
    OrderRefunded: (trx, refunded, ctx) => closeProjectsOfRefundedOrder(mailerOf(ctx))(trx, refunded),
  },
  routes(api, ctx) {
    registerProjectsRoutes(api, ctx.db, mailerOf(ctx));
    registerMonthlyBriefRoutes(api, ctx.db);
  },
  adminRoutes: (api, ctx) => registerProjectsAdminRoutes(api, ctx.db, mailerOf(ctx)),
  jobs: [
    (ctx) => startProjectsJob(ctx.db, (error) => ctx.log.error({ err: error }, 'projects job failed'), mailerOf(ctx)),
  ],
};
