import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { designPageBuild } from './design-page-build';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), designPageBuild(path.resolve(import.meta.dirname, 'dist'))],
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
    manifest: true,
    rollupOptions: {
      // boot.ts: the one script a server-drawn page loads at first (scripts/prerender.mjs).
      input: {
        index: path.resolve(import.meta.dirname, 'index.html'),
        boot: path.resolve(import.meta.dirname, 'src/boot.ts'),
      },
    },
  },
  // The server-side build carries its own production React: the API server draws pages with it whatever
  // NODE_ENV the server runs with (React's development build draws a page two to three times slower).
  ...(command === 'build' && isSsrBuild
    ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
}));
