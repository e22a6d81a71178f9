export { accountsModule } from './accounts.module';
export type { AccountsDeps } from './accounts.service';
export type { AccountsTables } from './accounts.tables';
export type { AccountLinkIssued, AccountsEvents, PasswordChanged } from './accounts-events';
export { bootstrapAdmin, createAdmin, generatePassword, resetAdminPassword } from './admins.service';
export { type AuthContext, authenticate } from './authenticate';
export { requireAuth } from './require-auth';
export { createTokenService, type Role, type TokenService } from './tokens';
export { countCustomerAccounts, listCustomers } from './users.service';
