import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { boundaryCrossings } from './boundaries.mjs';

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixtureDir = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
afterAll(() => rmSync(fixtureDir, { recursive: true, force: true }));

/** A throw-away repository with the apps' and the shared package's sources: clean ones plus `planted`. */
function repo(name, planted = {}) {
  const root = path.join(fixtureDir, name);
  const files = {
    'apps/web/src/features/cart/index.ts': "export const cart = 'cart';\n",
    'apps/api/src/modules/orders/index.ts': "export { place } from './place-order';\n",
    'apps/api/src/modules/orders/orders.tables.ts': 'export interface OrdersTables {\n  orders_orders: T;\n}\n',
    'apps/api/src/modules/orders/orders.repository.ts':
      "export const all = (db) => db.selectFrom('orders_orders').execute();\n",
    'apps/api/src/modules/orders/place-order.ts':
      "import { all } from './orders.repository';\nexport const place = all;\n",
    'apps/api/src/modules/settings/settings.tables.ts': 'export interface SettingsTables {\n  settings_store: T;\n}\n',
    'packages/shared/src/money.ts': 'export const rupees = (paise) => paise / 100;\n',
    ...planted,
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('boundaries, in one command', () => {
  it('the repository crosses none', () => {
    expect(boundaryCrossings(repoDir)).toEqual([]);
  });

  it('a clean repository crosses none', () => {
    expect(boundaryCrossings(repo('clean'))).toEqual([]);
  });

  it('reports an import across the layers, a query on another module’s table, SQL outside a repository and money arithmetic', () => {
    const root = repo('planted', {
      'apps/api/src/modules/orders/place-order.ts': [
        "import { hash } from '../settings/hash';",
        "export const place = (db) => db.insertInto('orders_orders').values({}).execute();",
      ].join('\n'),
      'apps/api/src/modules/settings/hash.ts': 'export const hash = 1;\n',
      'apps/api/src/modules/orders/orders.repository.ts':
        "export const seller = (db) => db.selectFrom('settings_store').execute();\n",
      'apps/web/src/features/cart/total.ts': 'export const total = (paise) => paise / 100;\n',
    });
    expect(boundaryCrossings(root)).toEqual([
      "apps/api/src/modules/orders/place-order.ts: import '../settings/hash' — modules/settings is reached from outside only through its index.ts",
      "apps/api/src/modules/orders/orders.repository.ts:1: selectFrom('settings_store') — orders queries only its own tables (orders_…); settings_store is the settings module's: call a function its index.ts exports",
      "apps/api/src/modules/orders/place-order.ts:2: insertInto('orders_orders') — SQL lives only in a module's *.repository.ts files",
      'apps/web/src/features/cart/total.ts:1: export const total = (paise) => paise / 100; — money turns into rupees or back only in packages/shared/src/money.ts',
    ]);
  });
});
