// Writes the first-visit HTML of `/` and `/designs` into dist/prerendered/, from the
// server-side build of the front end (dist-prerender). The API server sends these pages
// for exactly those paths, so text and layout show before any JavaScript has run.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

process.env.NODE_ENV = 'production';
const webDir = path.resolve(process.argv[2] ?? 'apps/web');
const distDir = path.join(webDir, 'dist');
const serverBuild = path.join(webDir, 'dist-prerender');

const PRERENDERED_PAGES = { '/': 'home.html', '/designs': 'designs.html' };

const shell = readFileSync(path.join(distDir, 'index.html'), 'utf8');
const emptyRoot = '<div id="root"></div>';
if (!shell.includes(emptyRoot)) throw new Error(`index.html has no ${emptyRoot}`);

const { renderPage } = await import(pathToFileURL(path.join(serverBuild, 'prerender.js')).href);
const outDir = path.join(distDir, 'prerendered');
mkdirSync(outDir, { recursive: true });
for (const [url, file] of Object.entries(PRERENDERED_PAGES)) {
  const html = await renderPage(url);
  writeFileSync(path.join(outDir, file), shell.replace(emptyRoot, `<div id="root">${html}</div>`));
  console.log(`prerendered ${url} (${(html.length / 1024).toFixed(1)} KB of HTML)`);
}
rmSync(serverBuild, { recursive: true, force: true });
