import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../src');

/** The module folders a source file imports (`./modules/<name>`), as written. */
function moduleFoldersImportedBy(file: string): string[] {
  const text = readFileSync(path.join(src, file), 'utf8');
  return [...text.matchAll(/from '(\.\/modules\/[^']+)'/g)]
    .map((match) => match[1] ?? '')
    .filter((specifier) => statSync(path.join(src, specifier), { throwIfNoEntry: false })?.isDirectory());
}

describe('the server program', () => {
  it('names no module: its start-up steps and commands come from the module manifests (modules/all.ts)', () => {
    expect(moduleFoldersImportedBy('main.ts')).toEqual([]);
  });
});
