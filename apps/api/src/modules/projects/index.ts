export { runProjectsJobOnce } from './pause-job';
export { projectsModule } from './projects.module';
export type { ProjectsTables } from './projects.tables';
