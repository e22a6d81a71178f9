export { type BriefLink, briefLinksOfOrder } from './order-brief-links';
export { runProjectsJobOnce } from './pause-job';
export { projectsModule } from './projects.module';
export type { ProjectsTables } from './projects.tables';
