import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDataStore } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { allModules } from '../modules/all';
import type { ApiModule } from '../modules/module';

/** The markers around the generated part of docs/architecture.md. */
export const GENERATED_START = '<!-- generated: npm run docs (apps/api/src/docs/architecture-tables.ts) -->';
export const GENERATED_END = '<!-- end generated -->';

const code = (names: readonly string[]) => (names.length > 0 ? names.map((name) => `\`${name}\``).join(', ') : '—');

/** Every table of a freshly migrated store, by name. */
async function migratedTables(): Promise<string[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'store-docs-'));
  const store = openDataStore({ dataDir });
  try {
    await migrateToLatest(store.db);
    const rows = await sql<{ name: string }>`
      select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'
      order by name`.execute(store.db);
    return rows.rows.map((row) => row.name);
  } finally {
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const tablePrefix = (module: ApiModule) => `${module.name.replaceAll('-', '_')}_`;
const subscribedTo = (module: ApiModule) => Object.keys(module.subscribe ?? {});

function routeKinds(module: ApiModule): string[] {
  return [
    module.routes && 'public/customer',
    module.adminRoutes && 'admin',
    module.siteRoutes && 'outside /api',
  ].filter((kind): kind is string => Boolean(kind));
}

/**
 * The module, event and feature tables as the code declares them: the manifests in
 * `apps/api/src/modules/all.ts`, the tables of a freshly migrated store and the web app's feature folders.
 */
export async function architectureTables(webFeaturesDir: string): Promise<string> {
  const tables = await migratedTables();
  const owned = new Set<string>();
  const moduleRows = allModules.map((module) => {
    const own = tables.filter((table) => table.startsWith(tablePrefix(module)));
    for (const table of own) owned.add(table);
    return `| ${module.name} | ${code(own)} | ${code(module.publishes ?? [])} | ${code(subscribedTo(module))} | ${module.jobs?.length ?? 0} | ${routeKinds(module).join(', ') || '—'} |`;
  });
  const events = [...new Set(allModules.flatMap((module) => [...(module.publishes ?? []), ...subscribedTo(module)]))];
  const eventRows = events.map((event) => {
    const publishers = allModules.filter((module) => module.publishes?.includes(event as never)).map((m) => m.name);
    const subscribers = allModules.filter((module) => subscribedTo(module).includes(event)).map((m) => m.name);
    return `| \`${event}\` | ${publishers.join(', ') || '—'} | ${subscribers.join(' → ') || '—'} |`;
  });
  const unowned = tables.filter((table) => !owned.has(table));
  const features = readdirSync(webFeaturesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return [
    GENERATED_START,
    '',
    `### Modules as declared (${allModules.length}, in the order their routes register and their subscribers run)`,
    '',
    '| Module | Tables | Publishes | Subscribes to | Jobs | Routes |',
    '|---|---|---|---|---|---|',
    ...moduleRows,
    '',
    `Tables of no module: ${code(unowned)}.`,
    '',
    '### Events (each delivered in the publisher’s transaction, to its subscribers in this order)',
    '',
    '| Event | Published by | Subscribers |',
    '|---|---|---|',
    ...eventRows,
    '',
    `### Web features (${features.length} folders in \`apps/web/src/features\`)`,
    '',
    features.map((name) => `\`${name}\``).join(', '),
    '',
    GENERATED_END,
  ].join('\n');
}

/** `document` with its generated part replaced by `generated`. */
export function withGeneratedTables(document: string, generated: string): string {
  const start = document.indexOf(GENERATED_START);
  const end = document.indexOf(GENERATED_END);
  if (start < 0 || end < start)
    throw new Error(`docs/architecture.md has no ${GENERATED_START} … ${GENERATED_END} part`);
  return `${document.slice(0, start)}${generated}${document.slice(end + GENERATED_END.length)}`;
}
