export { runProjectsJobOnce } from './pause-job';
export { eraseProjectsOf, openProjectsOf, projectsForExport } from './personal-data';
export { projectsModule } from './projects.module';
export type { ProjectsTables } from './projects.tables';
export type { ProjectInEvent, ProjectStateChanged, ProjectsEvents } from './projects-events';
