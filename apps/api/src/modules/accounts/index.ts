export { registerAccountsRoutes } from './accounts.routes';
export type { AccountsDeps } from './accounts.service';
export type { AccountsTables } from './accounts.tables';
export { bootstrapAdmin, createAdmin, generatePassword, resetAdminPassword } from './admins.service';
export { type AuthContext, authenticate } from './authenticate';
export { requireAuth } from './require-auth';
export { createTokenService, type Role, type TokenService } from './tokens';
export { countCustomers } from './users.repository';
export { listCustomers } from './users.service';
