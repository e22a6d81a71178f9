import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { architectureTables, withGeneratedTables } from '../src/docs/architecture-tables';

const root = path.resolve(import.meta.dirname, '../../..');

describe('docs/architecture.md', () => {
  it('carries the module, table, event and feature tables as the code declares them (npm run docs writes them)', async () => {
    const document = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
    const generated = await architectureTables(path.join(root, 'apps/web/src/features'));
    expect(withGeneratedTables(document, generated), 'run npm run docs').toBe(document);
  });
});
