export { ADMIN_USERS_PAGE_SIZE, adminUsersQueryOptions } from './api/get-admin-users';
