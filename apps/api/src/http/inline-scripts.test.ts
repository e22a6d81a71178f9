import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIRST_ROW_IMAGES_SCRIPT } from '@store/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineScriptsOf } from './inline-scripts';
import { contentSecurityPolicy } from './security-headers';

const webRoot = mkdtempSync(path.join(tmpdir(), 'store-inline-scripts-'));
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

describe('inline scripts of the built pages', () => {
  const loader = 'let started=false;setTimeout(()=>import("/assets/boot.js"))';
  mkdirSync(path.join(webRoot, 'prerendered'));
  writeFileSync(path.join(webRoot, 'index.html'), '<script type="module" crossorigin src="/assets/index.js"></script>');
  writeFileSync(
    path.join(webRoot, 'prerendered', 'home-template.html'),
    `<script type="module">${loader}</script><script type="application/json" id="app-boot">{"boot":"/assets/boot.js"}</script>` +
      '<script type="application/ld+json">{"@type":"WebSite"}</script><script> </script>',
  );
  writeFileSync(path.join(webRoot, 'prerendered', 'design.html'), `<script type="module">${loader}</script>`);

  it('are the code of scripts without src, data blocks and empty ones left out, each once', () => {
    expect(inlineScriptsOf(webRoot)).toEqual([loader]);
  });

  it('are allowed by their hash alone: script-src names no unsafe-inline', () => {
    const scriptSrc = contentSecurityPolicy({ inlineScripts: inlineScriptsOf(webRoot) })
      .split('; ')
      .find((directive) => directive.startsWith('script-src '));
    const hash = createHash('sha256').update(loader).digest('base64');
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it("include the catalogue grid's once the server's renderer is there to draw it", () => {
    const renderer = path.join(webRoot, 'prerendered', 'render');
    mkdirSync(renderer);
    writeFileSync(path.join(renderer, 'prerender.js'), 'export {};');
    try {
      expect(inlineScriptsOf(webRoot)).toEqual([loader, FIRST_ROW_IMAGES_SCRIPT]);
    } finally {
      rmSync(renderer, { recursive: true, force: true });
    }
  });

  it('are none for a web root without pages', () => {
    expect(inlineScriptsOf(path.join(webRoot, 'missing'))).toEqual([]);
  });
});
