// npm run docs: writes the generated tables into docs/architecture.md (checked by apps/api/test/architecture-docs.test.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { architectureTables, withGeneratedTables } from './architecture-tables';

const root = path.resolve(import.meta.dirname, '../../../..');
const file = path.join(root, 'docs/architecture.md');
const generated = await architectureTables(path.join(root, 'apps/web/src/features'));
writeFileSync(file, withGeneratedTables(readFileSync(file, 'utf8'), generated));
console.log(`docs/architecture.md: generated tables written`);
