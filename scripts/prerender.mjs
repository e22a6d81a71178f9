// Writes into dist/prerendered/, from the server-side build of the front end (dist-prerender): the first-visit HTML
// of `/` and `/designs`, the templates the server draws `/`, `/designs`, `/marketing`, `/contactus`, `/user-login`
// and `/signup` into, the page a design's address is drawn into, and the header and footer the pages the app draws
// arrive in. The API server sends these pages for exactly those paths, so text and layout show before any
// JavaScript has run; the app's code comes when the visitor first acts (src/boot.ts).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

process.env.NODE_ENV = 'production';
const webDir = path.resolve(process.argv[2] ?? 'apps/web');
const distDir = path.join(webDir, 'dist');
const serverBuild = path.join(webDir, 'dist-prerender');

/** Each prerendered path, its file, and the lazily loaded route module worth fetching with the app. */
const PAGES = [
  { url: '/', file: 'home.html', template: 'home-template.html', routeModule: null },
  {
    url: '/designs',
    file: 'designs.html',
    template: 'designs-template.html',
    routeModule: 'src/app/routes/designs.tsx',
  },
  { url: '/marketing', template: 'marketing-template.html', routeModule: 'src/app/routes/marketing.tsx' },
  { url: '/contactus', template: 'contactus-template.html', routeModule: 'src/app/routes/contact-us.tsx' },
  { url: '/user-login', template: 'user-login-template.html', routeModule: 'src/app/routes/user-login.tsx' },
  { url: '/signup', template: 'signup-template.html', routeModule: 'src/app/routes/signup.tsx' },
];
/** The page a design's address gets: its root is filled by the server per request (apps/api/src/http/web-app.ts). */
const DESIGN_PAGE = { file: 'design.html', routeModule: 'src/app/routes/design.tsx' };
const BOOT_MODULE = 'src/boot.ts';
/**
 * Pages the app draws in the browser (the way to pay, the account pages), by their route in
 * src/config/paths.ts, with the route module src/app/router.tsx loads for them. The server names that
 * module's chunks in the shell it sends for such an address, so they download beside the app's entry
 * instead of after it has run (dist/prerendered/route-preloads.json).
 */
const APP_DRAWN_PAGES = {
  '/cards': 'src/app/routes/cards.tsx',
  '/cart': 'src/app/routes/cart.tsx',
  '/fail': 'src/app/routes/fail.tsx',
  '/signup': 'src/app/routes/signup.tsx',
  '/user-login': 'src/app/routes/user-login.tsx',
  '/forgot-password': 'src/app/routes/forgot-password.tsx',
  '/reset-password': 'src/app/routes/reset-password.tsx',
  '/verify-email': 'src/app/routes/verify-email.tsx',
  '/erase-account': 'src/app/routes/erase-account.tsx',
  '/dashboard': 'src/app/routes/user-dashboard.tsx',
  '/user-dashboard': 'src/app/routes/user-dashboard.tsx',
  '/checkout': 'src/app/routes/checkout.tsx',
  '/my-orders': 'src/app/routes/my-orders.tsx',
  '/my-plans': 'src/app/routes/my-plans.tsx',
  '/formpage': 'src/app/routes/form-page.tsx',
  '/formpage/:sessionid': 'src/app/routes/form-page.tsx',
  '/sucess': 'src/app/routes/payment-response.tsx',
  '/success': 'src/app/routes/payment-response.tsx',
  '/projects/:id': 'src/app/routes/project.tsx',
  '/demo-checkout/:sessionId': 'src/features/demo-checkout/index.ts',
};
/**
 * The shell each page above arrives in: the store's header and footer around a loading page, but for the provider's
 * page, which has its own.
 */
const OWN_SHELLS = { '/demo-checkout/:sessionId': 'demo-checkout-shell' };

const shell = readFileSync(path.join(distDir, 'index.html'), 'utf8');
const emptyRoot = '<div id="root"></div>';
if (!shell.includes(emptyRoot)) throw new Error(`index.html has no ${emptyRoot}`);

const manifestDir = path.join(distDir, '.vite');
const readManifest = (file) => JSON.parse(readFileSync(path.join(manifestDir, file), 'utf8'));
// The app's build, and the boot script's own (`vite build --mode page-script`).
const manifest = { ...readManifest('manifest.json'), ...readManifest('page-script-manifest.json') };

/**
 * Every stylesheet of the build inlined: the page can then paint as soon as its HTML has arrived,
 * a round trip sooner than with render-blocking stylesheet requests.
 */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g;

function inlineStylesheet(html) {
  return html.replace(STYLESHEET_LINK, (_tag, file) => {
    const css = readFileSync(path.join(distDir, file), 'utf8');
    if (css.includes('</style')) throw new Error(`${file} cannot be inlined`);
    return `<style>${css}</style>`;
  });
}

/** The English words of the pages the app loads on first use, which its start-up file leaves out. */
const PAGE_WORDS_MODULE = 'src/i18n/page-words.ts';

/** The route module's chunk and every chunk it imports, and the words of such pages. */
function routeChunks(routeModule) {
  const files = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  if (routeModule) {
    visit(routeModule);
    if (files.size === 0) throw new Error(`${routeModule} is not in the build manifest`);
    // A page that loads on first use comes with the words of such pages (src/lib/lazy-part.ts).
    if (!manifest[PAGE_WORDS_MODULE]) throw new Error(`${PAGE_WORDS_MODULE} is not in the build manifest`);
    visit(PAGE_WORDS_MODULE);
  }
  return [...files].map((file) => `/${file}`);
}

/** The app's start-up scripts in index.html: its entry and the chunks split from it to start in tasks of their own. */
const START_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;
const startScripts = [...shell.matchAll(START_SCRIPT)].map((match) => match[1]);
/** The chunks a chunk of the build imports, by file. */
const importsOf = (file) => {
  const chunk = Object.values(manifest).find((record) => `/${record.file}` === file);
  return (chunk?.imports ?? []).map((key) => `/${manifest[key]?.file}`);
};
/** The app's entry: the start-up script none of the others imports (they are the chunks it imports). */
const entries = startScripts.filter((file) => !startScripts.some((other) => importsOf(other).includes(file)));
if (entries.length !== 1) throw new Error(`index.html should start the app with one entry, not ${entries.join(', ')}`);
const [entry] = entries;

/**
 * A page drawn before any script runs loads only the boot script (src/boot.ts), once it has painted (an
 * inline loader): the boot script, the app's entry and the chunks it and the route import are named in a
 * JSON element; the app's code is fetched when the visitor first acts.
 */
function startedLate(html, routeModule) {
  const boot = manifest[BOOT_MODULE]?.file;
  if (!boot) throw new Error('the build has no boot script');
  // The entry is fetched with its chunks, and run once they are all in (src/boot.ts).
  const preload = [...startScripts, ...[...html.matchAll(MODULE_PRELOAD)].map((match) => match[1])];
  for (const file of routeChunks(routeModule)) if (!preload.includes(file)) preload.push(file);
  // The server cuts the inlined stylesheet to what each page uses; the app loads it whole first.
  const styles = [...shell.matchAll(STYLESHEET_LINK)].map((match) => `/${match[1]}`);
  const bootData = JSON.stringify({ boot: `/${boot}`, entry, preload, styles }).replace(/</g, '\\u003c');
  return withLoader(html, BOOT_LOADER_SCRIPT, APP_BOOT_ELEMENT_ID, bootData);
}

/** The page's start-up scripts and preloads give way to an inline loader and the JSON element it reads. */
function withLoader(html, loaderScript, elementId, json) {
  const loader =
    `<script type="module">${loaderScript}</script>` +
    `<script type="application/json" id="${elementId}">${json}</script>`;
  // The loader takes the first start-up script's place; the others go.
  let first = true;
  return html.replace(MODULE_PRELOAD, '').replace(START_SCRIPT, () => {
    const replacement = first ? loader : '';
    first = false;
    return replacement;
  });
}

/**
 * A page in the layout shell fetches the app's start-up scripts once its header has painted (the layout loader,
 * src/lib/app-boot.ts): they are named in a JSON element, in their order, and the server names the page's own
 * chunks in another.
 */
function startedAfterPaint(html) {
  return withLoader(html, LAYOUT_LOADER_SCRIPT, APP_START_ELEMENT_ID, JSON.stringify(startScripts));
}

/** The shell as every server-drawn page starts: stylesheet inlined, the app started late. */
const pageTemplate = (routeModule) => startedLate(inlineStylesheet(shell), routeModule);

const {
  renderPage,
  renderLayoutShell,
  renderDemoCheckoutShell,
  headExtras,
  APP_BOOT_ELEMENT_ID,
  APP_START_ELEMENT_ID,
  BOOT_LOADER_SCRIPT,
  LAYOUT_LOADER_SCRIPT,
  LAYOUT_SHELL_ATTRIBUTE,
  LANGUAGES,
} = await import(pathToFileURL(path.join(serverBuild, 'prerender.js')).href);
const outDir = path.join(distDir, 'prerendered');
mkdirSync(outDir, { recursive: true });
for (const { url, file, template, routeModule } of PAGES) {
  // The server fills the template's root with the page drawn from each request's data; the
  // prerendered page (its designs still loading) goes when that cannot be done.
  const empty = pageTemplate(routeModule).replace('</head>', () => `${headExtras(url)}</head>`);
  if (template) writeFileSync(path.join(outDir, template), empty);
  if (!file) continue;
  const html = await renderPage(url);
  writeFileSync(
    path.join(outDir, file),
    empty.replace(emptyRoot, () => `<div id="root">${html}</div>`),
  );
  console.log(`prerendered ${url} (${(html.length / 1024).toFixed(1)} KB of HTML)`);
}
writeFileSync(path.join(outDir, DESIGN_PAGE.file), pageTemplate(DESIGN_PAGE.routeModule));
// A page the app draws arrives with the store's header and footer around a loading page, so they show before its
// code has come, which is fetched once they have painted; the server sends it in the visitor's language to the
// routes whose `shell` names it. The demo provider's page, outside the store's layout, arrives the same way in its
// own shell, as it opens.
for (const language of LANGUAGES) {
  for (const [name, render] of [
    ['layout-shell', renderLayoutShell],
    ['demo-checkout-shell', renderDemoCheckoutShell],
  ]) {
    const root = await render(language);
    const html = startedAfterPaint(shell)
      .replace('<html lang="en"', () => `<html lang="${language}"`)
      .replace(emptyRoot, () => `<div id="root" ${LAYOUT_SHELL_ATTRIBUTE}>${root}</div>`);
    writeFileSync(path.join(outDir, `${name}.${language}.html`), html);
  }
}
const routePreloads = Object.entries(APP_DRAWN_PAGES).map(([route, routeModule]) => ({
  route,
  files: routeChunks(routeModule).filter((file) => !startScripts.includes(file)),
  shell: OWN_SHELLS[route] ?? 'layout-shell',
}));
writeFileSync(path.join(outDir, 'route-preloads.json'), JSON.stringify(routePreloads));
rmSync(serverBuild, { recursive: true, force: true });
// The manifest only served this step; it is not part of the site.
rmSync(manifestDir, { recursive: true, force: true });
