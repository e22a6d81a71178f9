// Keeps what the API server needs to draw a design's page at request time (it changes whenever an admin
// edits a design, so it cannot be written once at build time like `/` and `/designs`):
// - dist/prerendered/render/: the server-side build (prerender.js and its chunks), never served;
// - dist/prerendered/design.html: the page around it, like the other prerendered pages: the stylesheet
//   inlined, the design route's chunks preloaded, an empty root the server fills.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const EMPTY_ROOT = '<div id="root"></div>';
const DESIGN_ROUTE = 'src/app/routes/design.tsx';

interface ManifestEntry {
  file: string;
  imports?: string[];
}

/** Every stylesheet inlined (there can be several chunks): the page paints as soon as its HTML has arrived. */
function inlineStylesheets(html: string, distDir: string): string {
  return html.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g, (_tag, file: string) => {
    const css = readFileSync(path.join(distDir, file), 'utf8');
    if (css.includes('</style')) throw new Error(`${file} cannot be inlined`);
    return `<style>${css}</style>`;
  });
}

/** The design route's chunk and the chunks it imports that index.html does not already load. */
function modulePreloads(shell: string, manifest: Record<string, ManifestEntry>): string {
  const files = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  visit(DESIGN_ROUTE);
  if (files.size === 0) throw new Error(`${DESIGN_ROUTE} is not in the build manifest`);
  const fresh = [...files].filter((file) => !shell.includes(`/${file}"`));
  return fresh.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
}

/** Runs after the server-side build (`vite build --ssr`), before scripts/prerender.mjs removes its inputs. */
export function designPageBuild(distDir: string): Plugin {
  return {
    name: 'design-page-build',
    apply: (_config, { isSsrBuild }) => Boolean(isSsrBuild),
    writeBundle(options) {
      if (!options.dir) throw new Error('the server-side build has no output folder');
      const out = path.join(distDir, 'prerendered');
      const renderDir = path.join(out, 'render');
      rmSync(renderDir, { recursive: true, force: true });
      cpSync(options.dir, renderDir, { recursive: true, filter: (source) => !source.includes(`${path.sep}.vite`) });

      const shell = readFileSync(path.join(distDir, 'index.html'), 'utf8');
      if (!shell.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT}`);
      const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
      const page = inlineStylesheets(shell, distDir).replace(
        '</head>',
        () => `${modulePreloads(shell, manifest)}</head>`,
      );
      writeFileSync(path.join(out, 'design.html'), page);
    },
  };
}
