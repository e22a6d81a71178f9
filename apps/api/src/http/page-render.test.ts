import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPageRenderer } from './page-render';
import { RenderBudget } from './render-budget';

const webRoot = mkdtempSync(path.join(tmpdir(), 'page-render-'));
const renders = path.join(webRoot, 'renders.log');
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

// A stand-in for the front end's server build: a site page of 1,500,000 characters, each draw written down.
const moduleDir = path.join(webRoot, 'prerendered', 'render');
mkdirSync(moduleDir, { recursive: true });
writeFileSync(
  path.join(moduleDir, 'prerender.js'),
  `import { appendFileSync } from 'node:fs';
  export async function renderSitePage(url) {
    appendFileSync(${JSON.stringify(renders)}, url + '\\n');
    return url.padEnd(1_500_000, '.');
  }`,
);
const drawnAddresses = () => readFileSync(renders, 'utf8').trim().split('\n');

describe('drawn roots kept by the renderer', () => {
  it('are drawn once while kept, and the least recently used go past 4,000,000 characters', async () => {
    const renderer = loadPageRenderer(webRoot, new RenderBudget({ queueLimit: 10, maxWaitMs: 10_000 }));
    if (!renderer) throw new Error('no renderer');
    const draw = async (url: string) => (await renderer.site(`10.0.0.${url.length}`, url))?.slice(0, url.length);

    expect(await draw('/a')).toBe('/a');
    expect(await draw('/bb')).toBe('/bb');
    expect(await draw('/a')).toBe('/a');
    expect(drawnAddresses()).toEqual(['/a', '/bb']);
    // 4,500,000 characters: the least recently used (/bb) goes.
    expect(await draw('/ccc')).toBe('/ccc');
    expect(await draw('/a')).toBe('/a');
    expect(await draw('/bb')).toBe('/bb');
    expect(drawnAddresses()).toEqual(['/a', '/bb', '/ccc', '/bb']);
  });
});
