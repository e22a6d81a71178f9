import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildIsFresh, writeStamp } from './build-stamp.mjs';

const root = mkdtempSync(path.join(tmpdir(), 'build-stamp-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const put = (file, text) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

describe('the build stamp', () => {
  it('says a build is fresh only while the sources it was made from are unchanged', () => {
    put('apps/api/src/main.ts', 'console.log(1);');
    put('apps/web/src/app.tsx', 'export {};');
    put('packages/shared/src/money.ts', 'export const a = 1;');
    put('package-lock.json', '{}');
    expect(buildIsFresh(root)).toBe(false);

    put('apps/api/dist/main.js', '');
    put('apps/web/dist/index.html', '');
    expect(buildIsFresh(root)).toBe(false);
    writeStamp(root);
    expect(buildIsFresh(root)).toBe(true);

    // A test file is not built: changing it keeps the build.
    put('apps/api/src/main.test.ts', 'it.todo("x");');
    expect(buildIsFresh(root)).toBe(true);

    put('packages/shared/src/money.ts', 'export const a = 2;');
    expect(buildIsFresh(root)).toBe(false);
    writeStamp(root);
    put('apps/web/src/new-screen.tsx', 'export {};');
    expect(buildIsFresh(root)).toBe(false);
  });
});
