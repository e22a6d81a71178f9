// Finds Chromium, or installs Debian's package when running as root; prints the path.
import { installDebianPackages, isRoot } from './debian-packages.mjs';
import { findChromium } from './find-chromium.mjs';

if (!findChromium()) {
  if (!isRoot()) {
    console.error('Chromium is missing. Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.');
    process.exit(1);
  }
  installDebianPackages(['chromium', 'fonts-dejavu-core']);
}
const found = findChromium();
if (!found) {
  console.error('Chromium could not be found after installing it.');
  process.exit(1);
}
console.log(`Chromium: ${found}`);
