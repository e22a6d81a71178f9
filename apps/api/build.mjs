// Bundles the server (with the shared package) into dist/; npm dependencies stay external.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const { dependencies = {} } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(dependencies),
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});

// The demo catalogue's pictures and PDFs, drawn once here so a new store's first start copies them.
execFileSync(process.execPath, ['dist/main.js', '--write-demo-media', 'dist/demo-media'], { stdio: 'inherit' });
