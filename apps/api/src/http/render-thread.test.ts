import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { renderThread } from './render-thread';

const dir = mkdtempSync(path.join(tmpdir(), 'render-thread-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A stand-in for the front end's server build: a site page that keeps its thread busy for 300 ms. */
function moduleFile(name: string, code: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, code);
  return pathToFileURL(file).href;
}

describe('renderThread', () => {
  it('draws on a thread of its own: the event loop answers while a page is drawn', async () => {
    const thread = renderThread(
      moduleFile(
        'busy.mjs',
        `export async function renderSitePage(url, site) {
          const until = Date.now() + 300;
          while (Date.now() < until) {}
          return '<main>' + url + ' for ' + site.settings.tradeName + '</main>';
        }`,
      ),
    );
    const started = performance.now();
    const drawn = thread.renderSitePage('/marketing', { settings: { tradeName: 'Saffron Loom' } } as never);
    const tick = await new Promise<number>((resolve) => setTimeout(() => resolve(performance.now() - started), 20));
    expect(await drawn).toBe('<main>/marketing for Saffron Loom</main>');
    // The timer fired while the thread was still busy, not after its 300 ms.
    expect(tick).toBeLessThan(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('fails the page whose drawing throws, and draws the next', async () => {
    const thread = renderThread(
      moduleFile(
        'throws.mjs',
        `export async function renderCataloguePage(url) {
          if (url === '/broken') throw new Error('no such section');
          return 'ok ' + url;
        }`,
      ),
    );
    await expect(thread.renderCataloguePage('/broken', {} as never)).rejects.toThrow('no such section');
    expect(await thread.renderCataloguePage('/designs', {} as never)).toBe('ok /designs');
  });

  it('fails every page when the build cannot be loaded', async () => {
    const thread = renderThread(pathToFileURL(path.join(dir, 'missing.mjs')).href);
    await expect(thread.renderSitePage('/', undefined)).rejects.toThrow(/missing\.mjs|Cannot find/);
  });
});
