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

/** Each prerendered path, its file, and the lazily loaded route module worth fetching at once. */
const PAGES = [
  { url: '/', file: 'home.html', routeModule: null },
  { url: '/designs', file: 'designs.html', routeModule: 'src/app/routes/designs.tsx' },
];

const shell = readFileSync(path.join(distDir, 'index.html'), 'utf8');
const emptyRoot = '<div id="root"></div>';
if (!shell.includes(emptyRoot)) throw new Error(`index.html has no ${emptyRoot}`);

const manifestDir = path.join(distDir, '.vite');
const manifest = JSON.parse(readFileSync(path.join(manifestDir, 'manifest.json'), 'utf8'));

/**
 * Every stylesheet of the build inlined: the page can then paint as soon as its HTML has arrived,
 * a round trip sooner than with render-blocking stylesheet requests.
 */
function inlineStylesheet(html) {
  return html.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g, (_tag, file) => {
    const css = readFileSync(path.join(distDir, file), 'utf8');
    if (css.includes('</style')) throw new Error(`${file} cannot be inlined`);
    return `<style>${css}</style>`;
  });
}

/** The route module's chunk and the chunks it imports that index.html does not already load. */
function modulePreloads(routeModule) {
  if (!routeModule) return '';
  const files = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  visit(routeModule);
  const fresh = [...files].filter((file) => !shell.includes(`/${file}"`));
  return fresh.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
}

const { renderPage, headExtras } = await import(pathToFileURL(path.join(serverBuild, 'prerender.js')).href);
const outDir = path.join(distDir, 'prerendered');
mkdirSync(outDir, { recursive: true });
for (const { url, file, routeModule } of PAGES) {
  const html = await renderPage(url);
  const page = inlineStylesheet(shell)
    .replace('</head>', () => `${modulePreloads(routeModule)}${headExtras(url)}</head>`)
    .replace(emptyRoot, `<div id="root">${html}</div>`);
  writeFileSync(path.join(outDir, file), page);
  console.log(`prerendered ${url} (${(html.length / 1024).toFixed(1)} KB of HTML)`);
}
rmSync(serverBuild, { recursive: true, force: true });
// The manifest only served this step; it is not part of the site.
rmSync(manifestDir, { recursive: true, force: true });
