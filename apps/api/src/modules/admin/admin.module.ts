import type { ApiModule } from '../module';
import { registerAdminRoutes } from './admin.routes';
import { registerUsersAdminRoutes } from './users.admin-routes';

/** The back office's figures and customer list, composed from the modules that own the data. */
export const adminModule: ApiModule = {
  name: 'admin',
  adminRoutes(api, { db }) {
    registerUsersAdminRoutes(api, db);
    registerAdminRoutes(api, db);
  },
};
