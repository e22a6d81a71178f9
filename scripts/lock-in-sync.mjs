// The lock file must be what `npm install` leaves: a run whose install rewrote package-lock.json would test other
// versions than the ones committed (and `npm ci` refuses an out-of-date lock). Outside a git work tree it says so.
import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';

const git = (args) => spawnSync('git', args, { encoding: 'utf8' });

if (git(['rev-parse', '--is-inside-work-tree']).stdout.trim() !== 'true') {
  const note = 'skipped (not a git work tree)';
  if (process.env.TEST_STEP_NOTE_FILE) appendFileSync(process.env.TEST_STEP_NOTE_FILE, note);
  console.log(`lock file: ${note}`);
  process.exit(0);
}
const changed = git(['status', '--porcelain', '--', 'package-lock.json']).stdout.trim();
if (changed) {
  console.error(
    'package-lock.json differs from the committed one (npm install changed it, or it was edited without ' +
      'being committed): commit the lock file npm install writes.',
  );
  console.error(git(['diff', '--stat', '--', 'package-lock.json']).stdout);
  process.exit(1);
}
console.log('lock file: package-lock.json is as committed');
