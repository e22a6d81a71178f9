// npm run db:backup | db:restore | db:copy (see README, "Backups and moving to PostgreSQL")
import { spawnSync } from 'node:child_process';

const result = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/db.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
