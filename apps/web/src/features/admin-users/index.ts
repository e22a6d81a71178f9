export { downloadCustomersCsv } from './api/download-customers-csv';
export { ADMIN_USERS_PAGE_SIZE, type AdminUsersPage, adminUsersQueryOptions } from './api/get-admin-users';
