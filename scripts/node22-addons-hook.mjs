// Preloaded (--import) by scripts/node22.mjs in every Node 22 process it starts: better-sqlite3 resolves to the
// copy built for Node 22 in .tmp/node22/addons instead of node_modules' build for the Node that ran `npm install`.
// registerHooks covers import and require alike, and every path into the package (vitest imports it by file URL).
import { registerHooks } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const packageUrl = (root) => `${pathToFileURL(path.join(root, 'node_modules', 'better-sqlite3')).href}/`;
const original = packageUrl(repoRoot);
const replacement = packageUrl(path.join(repoRoot, '.tmp', 'node22', 'addons'));

registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    if (!resolved.url.startsWith(original)) return resolved;
    return { ...resolved, url: replacement + resolved.url.slice(original.length) };
  },
});
