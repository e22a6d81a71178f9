import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { describeDataCrossing, findDataCrossings, queriesOf } from './data-boundary.mjs';

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixtureDir = mkdtempSync(path.join(tmpdir(), 'data-boundary-'));
afterAll(() => rmSync(fixtureDir, { recursive: true, force: true }));

const TABLES = {
  'modules/orders/orders.tables.ts':
    'export interface OrdersTables {\n  orders_orders: OrdersOrdersTable;\n  orders_items: OrdersItemsTable;\n}\n',
  'modules/settings/settings.tables.ts':
    'export interface SettingsTables {\n  settings_store: SettingsStoreTable;\n}\n',
};

/** A throw-away apps/api/src holding two modules' tables and the given files; answers the repository folder. */
function repo(name, files) {
  const root = path.join(fixtureDir, name);
  for (const [file, text] of Object.entries({ ...TABLES, ...files })) {
    const full = path.join(root, 'apps/api/src', file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
  }
  return root;
}

const crossingsIn = (root) => findDataCrossings(root).map(({ file, line, query }) => `${file}:${line} ${query}`);

describe('data boundary', () => {
  it('every API module queries only its own tables, and only from its repositories', () => {
    expect(findDataCrossings(repoDir).map(describeDataCrossing)).toEqual([]);
  });

  it('reads the tables a query names, aliased, joined, in lists and across lines; not in comments', () => {
    const text = [
      "db.selectFrom('orders_orders as o')",
      "  .innerJoin('settings_store as s', 's.id', 'o.id')",
      "  .leftJoin('orders_items', 'orders_items.order_id', 'o.id');",
      "trx\n  .insertInto(\n    'orders_items',\n  )",
      'db.updateTable(\'orders_orders\').set({}); db.deleteFrom("orders_items");',
      "db.selectFrom(['orders_orders', 'settings_store as s']);",
      "where(({ selectFrom }) => selectFrom('orders_items as later'));",
      "// db.selectFrom('commented_out');",
      "/* db.deleteFrom('commented_out') */ const url = 'https://example.com/'; // selectFrom('nor_this')",
    ].join('\n');
    expect(queriesOf(text).map(({ line, query, tables }) => `${line} ${query} ${tables.join(',')}`)).toEqual([
      "1 selectFrom('orders_orders as o') orders_orders",
      "2 innerJoin('settings_store as s') settings_store",
      "3 leftJoin('orders_items') orders_items",
      "5 insertInto('orders_items') orders_items",
      "8 updateTable('orders_orders') orders_orders",
      "8 deleteFrom('orders_items') orders_items",
      "9 selectFrom('orders_orders', 'settings_store as s') orders_orders,settings_store",
      "10 selectFrom('orders_items as later') orders_items",
    ]);
  });

  it('fails a query on another module’s table, in a repository too, and names the owner', () => {
    const root = repo('foreign-table', {
      'modules/orders/orders.repository.ts': [
        "export const own = (db) => db.selectFrom('orders_orders').selectAll().execute();",
        'export const seller = (db) =>',
        "  db.selectFrom('orders_orders as o').innerJoin('settings_store as s', 's.id', 'o.seller').execute();",
      ].join('\n'),
    });
    const [crossing, ...rest] = findDataCrossings(root);
    expect(rest).toEqual([]);
    expect(describeDataCrossing(crossing)).toBe(
      "apps/api/src/modules/orders/orders.repository.ts:3: innerJoin('settings_store as s') — orders queries only its own tables (orders_…); settings_store is the settings module's: call a function its index.ts exports",
    );
  });

  it('fails a raw SQL text naming another module’s table', () => {
    const root = repo('foreign-raw', {
      'modules/orders/orders.repository.ts':
        'export const n = (db) => sql`select count(*) from orders_orders join settings_store on true`.execute(db);\n',
    });
    expect(crossingsIn(root)).toEqual(['apps/api/src/modules/orders/orders.repository.ts:1 sql`…settings_store…`']);
  });

  it('fails SQL outside a *.repository.ts file (tests left alone)', () => {
    const root = repo('outside-repository', {
      'modules/orders/place-order.ts': [
        "import { sql } from 'kysely';",
        "export const place = (trx) => trx.insertInto('orders_orders').values({}).execute();",
        'export const lock = (trx) => sql`select 1`.execute(trx);',
        'export const count = (trx) => sql<number>`count(*)`;',
      ].join('\n'),
      'modules/orders/place-order.test.ts': "db.selectFrom('orders_orders');\n",
      'db/migrations/0001-init.ts': "db.selectFrom('anything'); sql`drop table settings_store`;\n",
    });
    expect(findDataCrossings(root).map(describeDataCrossing)).toEqual([
      "apps/api/src/modules/orders/place-order.ts:2: insertInto('orders_orders') — SQL lives only in a module's *.repository.ts files",
      "apps/api/src/modules/orders/place-order.ts:3: sql`…` — SQL lives only in a module's *.repository.ts files",
      "apps/api/src/modules/orders/place-order.ts:4: sql`…` — SQL lives only in a module's *.repository.ts files",
    ]);
  });

  it('passes clean code: own tables in repositories, common table expressions, other modules called by index.ts', () => {
    const root = repo('clean', {
      'modules/orders/orders.repository.ts': [
        "import { sql } from 'kysely';",
        "export const recent = (db) => db.with('recent', (q) => q.selectFrom('orders_orders').selectAll())",
        "  .selectFrom('recent').innerJoin('orders_items as i', 'i.order_id', 'recent.id').execute();",
        'export const n = (db) => sql`select count(*) from orders_items where settings = 1`.execute(db);',
      ].join('\n'),
      'modules/orders/place-order.ts':
        "import { sellerDetails } from '../settings';\nexport const place = (db) => sellerDetails(db);\n",
      'modules/settings/settings.repository.ts':
        "export const row = (db) => db.selectFrom('settings_store').execute();\n",
    });
    expect(crossingsIn(root)).toEqual([]);
  });
});
