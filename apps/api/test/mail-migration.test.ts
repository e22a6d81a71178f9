import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { openDataStore } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';

const dataDir = mkdtempSync(path.join(tmpdir(), 'store-mail-migration-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('adds the mail outbox to a store that already has later migrations', async () => {
  const store = openDataStore({ dataDir });
  try {
    await migrateToLatest(store.db);
    // A store migrated before 0006-mail existed: it has 0011 and 0012 but not the outbox.
    await store.db.schema.dropTable('mail_outbox').execute();
    await sql`DELETE FROM kysely_migration WHERE name = '0006-mail'`.execute(store.db);
    expect(await migrateToLatest(store.db)).toEqual(['0006-mail']);
    expect(await store.db.selectFrom('mail_outbox').selectAll().execute()).toEqual([]);
  } finally {
    await store.close();
  }
});
