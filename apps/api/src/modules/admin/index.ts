export { registerAdminRoutes } from './admin.routes';
export { registerUsersAdminRoutes } from './users.admin-routes';
