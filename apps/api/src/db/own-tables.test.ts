import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ProjectsTables } from '../modules/projects';
import { type DbHandle, ownTables } from './own-tables';

const modulesDir = path.resolve(import.meta.dirname, '../modules');

/** Every repository file, relative to src/modules. */
const repositories = () =>
  readdirSync(modulesDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.repository.ts'));

describe('a module repository', () => {
  it('queries only its own tables: the compiler refuses another module’s (tsc checks the line below)', () => {
    const own = ownTables<ProjectsTables>();
    const readOrders = (db: DbHandle) =>
      // @ts-expect-error checkout_orders is the checkout module's table, not one of the projects module's.
      own(db).selectFrom('checkout_orders').selectAll();
    expect(readOrders).toBeTypeOf('function');
  });

  it('is typed over its module’s tables, never the whole schema (db/schema.ts)', () => {
    const wholeSchema = repositories().filter((file) =>
      readFileSync(path.join(modulesDir, file), 'utf8').includes('db/schema'),
    );
    expect(wholeSchema).toEqual([]);
  });
});
