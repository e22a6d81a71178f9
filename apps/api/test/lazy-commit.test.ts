import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgres } from '../src/db/column-types';
import { withKeysLocked } from '../src/db/keyed-lock';
import { withoutDiskWait } from '../src/db/lazy-commit';
import type { Database } from '../src/db/schema';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** How commits on this handle treat the disk, as the database reports it ('off' / 'NORMAL': they do not wait). */
async function diskSetting(db: Kysely<Database>): Promise<string> {
  if (isPostgres(db)) {
    const { rows } = await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(db);
    return rows[0]?.synchronous_commit ?? '';
  }
  const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
  return ['OFF', 'NORMAL', 'FULL', 'EXTRA'][rows[0]?.synchronous ?? -1] ?? '';
}

/** SQLite's commits run on the event loop and are relaxed; PostgreSQL's are left to the server's setting. */
const relaxed = (db: Kysely<Database>) => (isPostgres(db) ? storeSetting : 'NORMAL');
/** The store's own setting: SQLite waits for the disk on every commit; PostgreSQL keeps its server's setting. */
let storeSetting = '';
beforeAll(async () => {
  storeSetting = await diskSetting(t.store.db);
});

const countRows = async (db: Kysely<Database>, subject: string) =>
  (await db.selectFrom('accounts_login_failures').select('id').where('subject', '=', subject).execute()).length;

const record = (db: Kysely<Database>, subject: string) =>
  db.insertInto('accounts_login_failures').values({ subject, failed_at: new Date().toISOString() }).execute();

describe('writes committed without waiting for the disk', () => {
  it('the store waits for the disk by default', async () => {
    if (!isPostgres(t.store.db)) expect(storeSetting).toBe('FULL');
    expect(storeSetting).not.toBe('');
  });

  it('commits the work without waiting, then waits again for everything after it', async () => {
    const seen = await withoutDiskWait(t.store.db, async (db) => {
      await record(db, 'lazy:plain');
      return diskSetting(db);
    });
    expect(seen).toBe(relaxed(t.store.db));
    expect(await countRows(t.store.db, 'lazy:plain')).toBe(1);
    expect(await diskSetting(t.store.db)).toBe(storeSetting);
  });

  it('a lock held without waiting for the disk: committed, and the setting back after a failure too', async () => {
    const seen = await withKeysLocked(
      t.store.db,
      ['lazy:locked'],
      async (db) => {
        await record(db, 'lazy:locked');
        return diskSetting(db);
      },
      { waitForDisk: false },
    );
    expect(seen).toBe(relaxed(t.store.db));
    expect(await countRows(t.store.db, 'lazy:locked')).toBe(1);
    expect(await diskSetting(t.store.db)).toBe(storeSetting);

    const failed = withKeysLocked(
      t.store.db,
      ['lazy:failed'],
      async (db) => {
        await record(db, 'lazy:failed');
        throw new Error('refused');
      },
      { waitForDisk: false },
    );
    await expect(failed).rejects.toThrow('refused');
    expect(await countRows(t.store.db, 'lazy:failed')).toBe(0);
    expect(await diskSetting(t.store.db)).toBe(storeSetting);
  });

  it('a lock taken as before waits for the disk', async () => {
    expect(await withKeysLocked(t.store.db, ['lazy:full'], (db) => diskSetting(db))).toBe(storeSetting);
  });
});
