import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './server-process';

/**
 * Draws the demo media once for the whole run, as the build does for a real start: every store the
 * tests seed (in process or as a server of its own, which inherits the variable) copies them.
 * The drawing runs in a process of its own, so none of its set-up (fonts) reaches the tests.
 */
export default function setup() {
  if (process.env.DEMO_MEDIA_DIR) return;
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'store-demo-media-')), 'pack');
  execFileSync(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts', '--write-demo-media', dir], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  process.env.DEMO_MEDIA_DIR = dir;
  return () => rmSync(path.dirname(dir), { recursive: true, force: true });
}
