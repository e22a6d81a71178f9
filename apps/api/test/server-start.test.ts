import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../src');

/** The module folders a source file imports (`…/modules/<name>`), as written. */
function moduleFoldersImportedBy(file: string): string[] {
  const text = readFileSync(path.join(src, file), 'utf8');
  return [...text.matchAll(/from '(\.{1,2}\/[^']+)'/g)]
    .map((match) => match[1] ?? '')
    .filter((specifier) => {
      const target = path.resolve(path.dirname(path.join(src, file)), specifier);
      const inModules = path.dirname(target) === path.join(src, 'modules');
      return inModules && statSync(target, { throwIfNoEntry: false })?.isDirectory();
    });
}

describe('the server program', () => {
  it('names no module: its start-up steps and commands come from the module manifests (modules/all.ts)', () => {
    expect(moduleFoldersImportedBy('main.ts')).toEqual([]);
  });

  it('gives every module one contract that names no module: each adds what it brings to the context itself', () => {
    expect(moduleFoldersImportedBy('modules/module.ts')).toEqual([]);
  });

  it('builds the app from the manifests alone: app.ts names no module, only modules/all and the contract', () => {
    expect(moduleFoldersImportedBy('app.ts')).toEqual([]);
  });
});
