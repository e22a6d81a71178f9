// Bundles the server (with the shared package) into one file; npm dependencies stay external, so the file must
// live inside the repository, where Node finds them. `node apps/api/bundle-server.mjs <outfile>` does it alone.
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const packageFile = new URL('./package.json', import.meta.url);
const { dependencies = {} } = JSON.parse(readFileSync(packageFile, 'utf8'));

export async function bundleServer(outfile) {
  await build({
    entryPoints: [fileURLToPath(new URL('./src/main.ts', import.meta.url))],
    outfile,
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
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!process.argv[2]) throw new Error('usage: node apps/api/bundle-server.mjs <outfile>');
  await bundleServer(process.argv[2]);
}
