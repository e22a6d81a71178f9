// The system software the suite relies on: Chromium (browser tests), PostgreSQL 15 with its client tools (API tests
// on PostgreSQL; pg_dump and pg_restore for db-tools) and nginx (the proxy test). Run by `npm test` before the test
// runners start, it installs every missing one in a single apt-get run (as root), so no two suites install at once;
// when not root it names what is missing and fails. Each suite's own fallback (for running it alone) goes through
// the same locked apt-get (debian-packages.mjs).
import { existsSync } from 'node:fs';
import { installDebianPackages, isRoot } from './debian-packages.mjs';
import { findChromium } from './find-chromium.mjs';
import { postgresMissing } from './postgres-binaries.mjs';

const NGINX_BINARY = '/usr/sbin/nginx';

const NEEDS = [
  {
    what: 'Chromium',
    missing: () => (findChromium() ? undefined : 'not found (CHROMIUM_PATH can name it)'),
    packages: ['chromium', 'fonts-dejavu-core'],
  },
  { what: 'PostgreSQL', missing: postgresMissing, packages: ['postgresql-15'] },
  {
    what: 'nginx',
    missing: () => (existsSync(NGINX_BINARY) ? undefined : `${NGINX_BINARY} not found`),
    packages: ['nginx-light'],
  },
];

const missingNeeds = () => NEEDS.map((need) => ({ ...need, reason: need.missing() })).filter((need) => need.reason);

let missing = missingNeeds();
if (missing.length > 0 && isRoot()) {
  installDebianPackages(missing.flatMap((need) => need.packages));
  missing = missingNeeds();
}
for (const need of missing) {
  console.error(`${need.what}: ${need.reason}. Install Debian package ${need.packages.join(' ')}, or run as root.`);
}
if (missing.length > 0) process.exit(1);
console.log(`Present: Chromium (${findChromium()}), PostgreSQL server and client tools, nginx (${NGINX_BINARY}).`);
