// Gzip sizes of the JavaScript and CSS the home page loads before any interaction, from the built index.html.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Chunks that must stay out of the home page's first load, by file name or by content. */
const LAZY_ONLY = [
  { name: 'pdf.js', file: /pdf/i, content: /GlobalWorkerOptions|pdfjs-dist|pdfjs/ },
  { name: 'Chart.js', file: /chart/i, content: /Chart\.js v\d|chartjs-|\._chartjs\b/ },
  { name: 'admin screens', file: /admin/i, content: null },
  { name: 'zxcvbn dictionaries', file: /password-strength/i, content: null },
];

const gzipSize = (data) => gzipSync(data, { level: 9 }).byteLength;
const brotliSize = (data) => brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength;

/** Asset paths referenced by <script src>, <link rel=modulepreload|stylesheet href> in the HTML. */
function referencedAssets(html) {
  const found = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attribute = (name) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
    if (/^<script/i.test(tag)) {
      const src = attribute('src');
      if (src) found.push(src);
    } else {
      const rel = attribute('rel')?.toLowerCase();
      const href = attribute('href');
      if (href && (rel === 'modulepreload' || rel === 'stylesheet')) found.push(href);
    }
  }
  return found.filter((ref) => ref.startsWith('/assets/'));
}

/** Static `import … from "./x.js"` and `import "./x.js"` of a chunk (dynamic import() is left out). */
function staticImports(code) {
  const found = new Set();
  for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.m?js)["']/g)) found.add(match[1]);
  return [...found];
}

/** Measures the home page's first-load JS and CSS in `distDir` (apps/web/dist). */
export function measureBundle(distDir) {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`${indexFile} is missing; run npm run build first`);
  const html = readFileSync(indexFile, 'utf8');
  const assetsDir = path.join(distDir, 'assets');
  const initial = new Set(referencedAssets(html).map((ref) => path.basename(ref)));
  // Follow static imports too, in case a chunk is imported without a modulepreload tag.
  const queue = [...initial].filter((name) => /\.m?js$/.test(name));
  while (queue.length > 0) {
    const name = queue.shift();
    const file = path.join(assetsDir, name);
    if (!existsSync(file)) continue;
    for (const imported of staticImports(readFileSync(file, 'utf8'))) {
      if (!initial.has(imported)) {
        initial.add(imported);
        queue.push(imported);
      }
    }
  }

  const files = [...initial].map((name) => {
    const data = readFileSync(path.join(assetsDir, name));
    return {
      name,
      kind: name.endsWith('.css') ? 'css' : 'js',
      bytes: data.byteLength,
      gzip: gzipSize(data),
      brotli: brotliSize(data),
    };
  });
  const sum = (kind, key) => files.filter((file) => file.kind === kind).reduce((total, file) => total + file[key], 0);

  // Which lazy-only libraries exist in the build, and whether any of them is in the first load.
  const allChunks = readdirSync(assetsDir).filter((name) => /\.(m?js)$/.test(name));
  const lazyOnly = LAZY_ONLY.map((library) => {
    const chunks = allChunks.filter(
      (name) => library.file.test(name) || library.content?.test(readFileSync(path.join(assetsDir, name), 'utf8')),
    );
    const inFirstLoad = chunks.filter((name) => initial.has(name));
    return { library: library.name, chunks, inFirstLoad };
  });

  return {
    files: files.sort((a, b) => b.gzip - a.gzip),
    js: { bytes: sum('js', 'bytes'), gzip: sum('js', 'gzip'), brotli: sum('js', 'brotli') },
    css: { bytes: sum('css', 'bytes'), gzip: sum('css', 'gzip'), brotli: sum('css', 'brotli') },
    lazyOnly,
  };
}
