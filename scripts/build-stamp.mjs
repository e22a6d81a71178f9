// Whether the build in apps/*/dist was made from the sources as they are now, so `npm start` on an unchanged,
// already built tree starts at once instead of building again (about 1½ minutes).
//   node scripts/build-stamp.mjs write   after a build: records the sources' fingerprint beside the build
//   node scripts/build-stamp.mjs fresh   exit 0 when the build exists and was made from these sources, else 1
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the build reads: the apps' and the shared package's sources and settings, its scripts, the locked versions. */
const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/design-page-build.ts',
  'apps/web/package.json',
  'apps/api/src',
  'apps/api/build.mjs',
  'apps/api/package.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'scripts/prerender.mjs',
  'scripts/precompress.mjs',
  'package-lock.json',
];
const OUTPUTS = ['apps/api/dist/main.js', 'apps/web/dist/index.html'];
const STAMP = 'apps/api/dist/build-inputs.sha256';

function files(root, relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full)
    .sort()
    .flatMap((name) => (/\.test\.(ts|tsx|mjs)$/.test(name) ? [] : files(root, path.join(relative, name))));
}

/** A hash of every build input's path and bytes (tests left out: they are not built). */
export function sourcesFingerprint(root) {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((input) => files(root, input))) {
    hash.update(`${file}\0`).update(readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

export function writeStamp(root) {
  writeFileSync(path.join(root, STAMP), `${sourcesFingerprint(root)}\n`);
}

/** Whether the build exists and was made from the sources as they are now. */
export function buildIsFresh(root) {
  const built = [...OUTPUTS, STAMP].every((file) => existsSync(path.join(root, file)));
  return built && readFileSync(path.join(root, STAMP), 'utf8').trim() === sourcesFingerprint(root);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const [command] = process.argv.slice(2);
  if (command === 'write') writeStamp(root);
  else if (command === 'fresh') {
    const fresh = buildIsFresh(root);
    console.log(fresh ? 'The build is up to date: starting it.' : 'Building the store (about 1½ minutes)…');
    process.exit(fresh ? 0 : 1);
  } else {
    console.error('usage: node scripts/build-stamp.mjs write|fresh');
    process.exit(2);
  }
}
