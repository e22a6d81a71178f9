import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './server-process';

/**
 * Once for the whole run, as the build does for a real start:
 * - the server bundled into one file, as `npm start` runs it (`TEST_SERVER_ENTRY`): a server a test starts as
 *   its own process loads it in about half the time `tsx` takes to compile the sources on every start;
 * - the demo media drawn (`DEMO_MEDIA_DIR`), which every store the tests seed copies (in process, or as a server
 *   of its own, which inherits the variable). The drawing runs in a process of its own, so none of its set-up
 *   (fonts) reaches the tests.
 */
export default function setup() {
  const made: string[] = [];
  if (!process.env.TEST_SERVER_ENTRY) {
    // Inside the repository, where the bundle's npm dependencies are found.
    const parent = path.join(repoRoot, 'apps/api/.tmp');
    mkdirSync(parent, { recursive: true });
    const dir = mkdtempSync(path.join(parent, 'test-server-'));
    made.push(dir);
    const entry = path.join(dir, 'main.js');
    execFileSync(process.execPath, ['apps/api/bundle-server.mjs', entry], { cwd: repoRoot, stdio: 'inherit' });
    process.env.TEST_SERVER_ENTRY = entry;
  }
  if (!process.env.DEMO_MEDIA_DIR) {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'store-demo-media-')), 'pack');
    made.push(path.dirname(dir));
    execFileSync(process.execPath, [process.env.TEST_SERVER_ENTRY, '--write-demo-media', dir], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    process.env.DEMO_MEDIA_DIR = dir;
  }
  return () => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  };
}
