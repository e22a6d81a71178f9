export { useAdminProjects } from './api/get-admin-projects';
export { AdminProjectActions } from './components/admin-project-actions';
export { ProjectBoard } from './components/project-board';
