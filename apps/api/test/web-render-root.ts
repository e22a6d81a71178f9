import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

export const SHELL =
  '<!doctype html><html lang="en"><head><meta name="description" content="Shell"><title>Shell</title></head><body><div id="root"></div></body></html>';

/**
 * A web root with the front end's real server-side renderer (apps/web/src/prerender.tsx, bundled here
 * as the build keeps it in dist/prerendered/render) and the empty pages the server draws into, so no
 * stale build is tested.
 */
export async function buildRenderWebRoot(webRoot: string): Promise<void> {
  writeFileSync(path.join(webRoot, 'index.html'), SHELL);
  mkdirSync(path.join(webRoot, 'prerendered'));
  const template = SHELL.replace('<head>', '<head><style></style>');
  for (const file of [
    'design.html',
    'home-template.html',
    'designs-template.html',
    'marketing-template.html',
    'contactus-template.html',
    'user-login-template.html',
    'signup-template.html',
  ])
    writeFileSync(path.join(webRoot, 'prerendered', file), template);
  await build({
    entryPoints: [path.resolve(import.meta.dirname, '../../web/src/prerender.tsx')],
    outfile: path.join(webRoot, 'prerendered', 'render', 'prerender.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    loader: { '.css': 'empty' },
    // The PDF viewer's worker address (a Vite `?url` import) plays no part in the page's HTML.
    plugins: [
      {
        name: 'url-imports',
        setup(builder) {
          builder.onResolve({ filter: /\?url$/ }, (args) => ({ path: args.path, namespace: 'url' }));
          builder.onLoad({ filter: /.*/, namespace: 'url' }, () => ({ contents: 'export default ""' }));
        },
      },
    ],
    logLevel: 'error',
  });
}
