// Finds Chromium, or installs Debian's package when running as root; prints the path.
import { execFileSync } from 'node:child_process';
import { findChromium } from './find-chromium.mjs';

function install() {
  if (process.getuid?.() !== 0) {
    console.error('Chromium is missing. Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.');
    process.exit(1);
  }
  console.log('Installing Chromium from Debian packages (one time)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-dejavu-core'], {
    stdio: 'inherit',
    env,
  });
}

if (!findChromium()) install();
const found = findChromium();
if (!found) {
  console.error('Chromium could not be found after installing it.');
  process.exit(1);
}
console.log(`Chromium: ${found}`);
