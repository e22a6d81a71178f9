export { closeProjectsOfRefundedOrder } from './close-refunded-projects';
export { createPlanMonthProjects, type PaidPlanMonths } from './create-plan-months';
export { createProjectsForPaidOrder } from './create-projects';
export { registerMonthlyBriefRoutes } from './monthly-brief.routes';
export { runProjectsJobOnce, startProjectsJob } from './pause-job';
export type { ProjectMailer } from './project-mails';
export { registerProjectsAdminRoutes } from './projects.admin-routes';
export { registerProjectsRoutes } from './projects.routes';
export type { ProjectsTables } from './projects.tables';
