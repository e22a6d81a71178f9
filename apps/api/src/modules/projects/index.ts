export { createProjectsForPaidOrder } from './create-projects';
export { runProjectsJobOnce, startProjectsJob } from './pause-job';
export type { ProjectMailer } from './project-mails';
export { registerProjectsAdminRoutes } from './projects.admin-routes';
export { registerProjectsRoutes } from './projects.routes';
export type { ProjectsTables } from './projects.tables';
