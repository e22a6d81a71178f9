import type { ModuleContext } from '../module';
import { bootstrapAdmin } from './admins.service';

/** What start-up did with the ADMIN_USERNAME admin: one line, never the password. */
const ADMIN_BOOTSTRAP_LINE = {
  created: (username: string) => `Admin "${username}" (ADMIN_USERNAME) created`,
  'password-reset': (username: string) =>
    `Admin "${username}" (ADMIN_USERNAME) updated: new password from ADMIN_PASSWORD, earlier sessions ended`,
  unchanged: (username: string) =>
    `Admin "${username}" (ADMIN_USERNAME) unchanged: password already set, sessions kept`,
} as const;

/** The store's first admin at start: the configured one, or one with a password shown once in the log. */
export async function bootstrapAdminOnStart({ db, env }: ModuleContext): Promise<void> {
  const admin = await bootstrapAdmin(db, { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD });
  if (admin.kind === 'configured') console.log(ADMIN_BOOTSTRAP_LINE[admin.change](admin.username));
  if (admin.kind === 'generated') {
    console.log(
      `Created admin "${admin.username}" with password: ${admin.password}  (shown once; change it with npm run admin -- reset-password ${admin.username})`,
    );
  }
}
