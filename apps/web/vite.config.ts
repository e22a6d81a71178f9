import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { designPageBuild } from './design-page-build';
import { lazySharedSchemas } from './lazy-shared-schemas';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * The boot script (src/boot.ts), the one script a server-drawn page loads at first (scripts/prerender.mjs), is
 * built on its own (`vite build --mode page-script`, after the app's build) into one self-contained file: its
 * few modules the app also uses are copied into it rather than shared, so the app's start-up code can be one
 * file too. Both copies keep their state on the page (a window key, data attributes), not in the module.
 */
const PAGE_SCRIPT_MODE = 'page-script';

/**
 * What the app's start-up code checks the store's answers with (lib/answer-schemas.ts): zod's core and zod/mini's
 * functions, and the shared schemas written with them. One small chunk of its own, loaded with the first answer
 * checked, so a page that has not loaded the kit does not load it for that; the kit's classic zod builds on it.
 */
const ANSWER_CHECKS =
  /node_modules[\\/]zod[\\/]v4[\\/](core|mini|locales[\\/]en)|packages[\\/]shared[\\/]src[\\/]schemas[\\/](design-cards|name-slot|common|public-settings|plans-on-sale)\.ts|apps[\\/]web[\\/]src[\\/]lib[\\/]answer-schemas\.ts/;

/** The web kit and the shared package: modules that two or more lazily loaded pages share go in one chunk. */
const WEB_KIT =
  /apps[\\/]web[\\/]src[\\/](components|lib|i18n|config|content)[\\/]|packages[\\/]shared[\\/]|node_modules[\\/](@tanstack|zod)[\\/]/;

export default defineConfig(({ command, isSsrBuild, mode }) => ({
  plugins: [react(), tailwindcss(), lazySharedSchemas(), designPageBuild(path.resolve(import.meta.dirname, 'dist'))],
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
      '/demo-checkout': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    assetsInlineLimit: 0,
    sourcemap: false,
    // Read by scripts/prerender.mjs to preload each prerendered page's own chunks, then removed.
    manifest: mode === PAGE_SCRIPT_MODE ? '.vite/page-script-manifest.json' : true,
    emptyOutDir: mode !== PAGE_SCRIPT_MODE,
    rollupOptions:
      mode === PAGE_SCRIPT_MODE
        ? { input: path.resolve(import.meta.dirname, 'src/boot.ts'), output: { codeSplitting: false } }
        : {
            input: path.resolve(import.meta.dirname, 'index.html'),
            // What the app needs to start in two chunks (React, then the rest, each compiled in a task of its own;
            // src/main.tsx runs the rest in pieces too), and the kit that lazy pages share in one more, not one per
            // set of pages sharing a module (about 60 files): a phone on a slow network pays a round trip per file
            // before a page appears.
            output: isSsrBuild
              ? {}
              : {
                  codeSplitting: {
                    groups: [
                      { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 4 },
                      { name: 'app', tags: ['$initial'], priority: 3 },
                      { name: 'answer-checks', test: ANSWER_CHECKS, priority: 2 },
                      { name: 'kit', test: WEB_KIT, minShareCount: 2, priority: 1 },
                    ],
                  },
                },
            // zod's builders have no side effects: a schema a page does not use is left out of its code (and not
            // built while the page starts), as are those made with the shared package's helpers marked so.
            treeshake: { manualPureFunctions: ['z'] },
          },
  },
  // The server-side build carries its own production React: the API server draws pages with it whatever
  // NODE_ENV the server runs with (React's development build draws a page two to three times slower).
  ...(command === 'build' && isSsrBuild
    ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
}));
