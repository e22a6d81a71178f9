// Keeps the server-side build the API server needs to draw a design's page at request time (it changes
// whenever an admin edits a design, so it cannot be written once at build time like `/` and `/designs`):
// dist/prerendered/render/ (prerender.js and its chunks), never served. The page around it,
// dist/prerendered/design.html, is written by scripts/prerender.mjs like the other server-drawn pages.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Runs after the server-side build (`vite build --ssr`), before scripts/prerender.mjs removes its inputs. */
export function designPageBuild(distDir: string): Plugin {
  return {
    name: 'design-page-build',
    apply: (_config, { isSsrBuild }) => Boolean(isSsrBuild),
    writeBundle(options) {
      if (!options.dir) throw new Error('the server-side build has no output folder');
      const renderDir = path.join(distDir, 'prerendered', 'render');
      rmSync(renderDir, { recursive: true, force: true });
      cpSync(options.dir, renderDir, { recursive: true, filter: (source) => !source.includes(`${path.sep}.vite`) });
    },
  };
}
