// The one-way import rule, checked over the import graph of apps/web and apps/api (run by the build and by a unit
// test). Web: shared code (components, config, content, lib) → features → app; a feature is reached from outside
// only through its index.ts. API: a module is reached from outside only through its index.ts, and no module
// imports http/ or app.ts. Prints each crossing as `file: import 'specifier' — why` and exits 1 when there is any.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = /\.(ts|tsx|mts)$/;
// Static imports and re-exports (`from '…'`), side-effect imports and dynamic `import('…')`.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]*)['"]/g;

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return SOURCE.test(name) ? [full] : [];
  });
}

/** The relative specifiers a source file imports, with comments left out. */
export function importsOf(text) {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...code.matchAll(SPECIFIER)].map((match) => match[1]);
}

/** The file an import names, as a path relative to the app's src folder (without its extension). */
function target(fromFile, specifier, srcDir) {
  const resolved = path
    .relative(srcDir, path.resolve(path.dirname(fromFile), specifier))
    .split(path.sep)
    .join('/');
  const full = path.join(srcDir, resolved);
  const isFolder = existsSync(full) && statSync(full).isDirectory();
  return (isFolder ? `${resolved}/index` : resolved).replace(/\.(ts|tsx|mts|js)$/, '');
}

/** `features/cart/…` → `{ folder: 'features/cart', rest: '…' }`; undefined outside a unit folder. */
function unitOf(file, unitsDir) {
  const parts = file.split('/');
  if (parts[0] !== unitsDir || parts.length < 3) return undefined;
  return { folder: `${parts[0]}/${parts[1]}`, rest: parts.slice(2).join('/') };
}

const WEB_LAYER = {
  components: 0,
  config: 0,
  content: 0,
  i18n: 0,
  lib: 0,
  features: 1,
  app: 2,
  main: 2,
  boot: 2,
  prerender: 2,
};
const LAYER_NAMES = ['shared code', 'a feature', 'the app'];

function webCrossing(from, to) {
  const fromLayer = WEB_LAYER[from.split('/')[0]];
  const toLayer = WEB_LAYER[to.split('/')[0]];
  if (fromLayer !== undefined && toLayer !== undefined && toLayer > fromLayer)
    return `${LAYER_NAMES[fromLayer]} may not import ${LAYER_NAMES[toLayer]} (layers run shared → features → app)`;
  const fromUnit = unitOf(from, 'features');
  const toUnit = unitOf(to, 'features');
  if (fromUnit && toUnit && toUnit.folder !== fromUnit.folder)
    return `a feature may not import another feature (${toUnit.folder}): the app composes them, shared pieces live in components/ or lib/`;
  if (toUnit && toUnit.folder !== fromUnit?.folder && toUnit.rest !== 'index')
    return `${toUnit.folder} is reached from outside only through its index.ts`;
  return undefined;
}

function apiCrossing(from, to) {
  const fromUnit = unitOf(from, 'modules');
  const toUnit = unitOf(to, 'modules');
  if (fromUnit && (to.startsWith('http/') || to === 'app'))
    return `a module may not import ${to.startsWith('http/') ? 'http/' : 'app.ts'} (it is wired by them, not the reverse)`;
  // db/schema.ts only combines the tables each module declares.
  const combinesTables = from === 'db/schema' && toUnit?.rest.endsWith('.tables');
  if (toUnit && toUnit.folder !== fromUnit?.folder && toUnit.rest !== 'index' && !combinesTables)
    return `${toUnit.folder} is reached from outside only through its index.ts`;
  return undefined;
}

/** Every crossing in one app's src folder: `{ file, specifier, reason }`, file relative to the repository. */
export function findCrossings(srcDir, app, repoDir = path.resolve(srcDir, '../../..')) {
  const rule = app === 'web' ? webCrossing : apiCrossing;
  return sourceFiles(srcDir).flatMap((file) => {
    const from = path.relative(srcDir, file).split(path.sep).join('/').replace(SOURCE, '');
    return importsOf(readFileSync(file, 'utf8')).flatMap((specifier) => {
      const reason = rule(from, target(file, specifier, srcDir));
      return reason ? [{ file: path.relative(repoDir, file).split(path.sep).join('/'), specifier, reason }] : [];
    });
  });
}

/**
 * Crossings landed before the rule, each still to be undone by the change that owns the file. The unit test fails
 * when one of them is gone (so the list only shrinks); nothing may be added to it.
 */
export const KNOWN_CROSSINGS = [];

const isKnown = ({ file, specifier }) => KNOWN_CROSSINGS.includes(`${file}: import '${specifier}'`);

/** Every crossing of both apps; `known: true` keeps the ones in KNOWN_CROSSINGS too. */
export function findAllCrossings(repoDir, { known = false } = {}) {
  const all = [
    ...findCrossings(path.join(repoDir, 'apps/web/src'), 'web', repoDir),
    ...findCrossings(path.join(repoDir, 'apps/api/src'), 'api', repoDir),
  ];
  return known ? all : all.filter((crossing) => !isKnown(crossing));
}

export const describeCrossing = ({ file, specifier, reason }) => `${file}: import '${specifier}' — ${reason}`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const crossings = findAllCrossings(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
  for (const crossing of crossings) console.error(describeCrossing(crossing));
  if (crossings.length > 0) {
    console.error(`\n${crossings.length} import(s) cross the layers (scripts/import-layers.mjs)`);
    process.exit(1);
  }
  console.log('import layers: no crossing');
}
