// Bundles the server (with the shared package) into dist/; npm dependencies stay external.
import { execFileSync } from 'node:child_process';
import { bundleServer } from './bundle-server.mjs';

await bundleServer('dist/main.js');

// The demo catalogue's pictures and PDFs, drawn once here so a new store's first start copies them.
execFileSync(process.execPath, ['dist/main.js', '--write-demo-media', 'dist/demo-media'], { stdio: 'inherit' });
