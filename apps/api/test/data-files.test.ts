import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDataStore } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { backupSqliteStore } from '../src/db/tools/backup';
import { restoreSqliteStore } from '../src/db/tools/restore';
import { loadOrCreateSecret } from '../src/lib/secrets';
import { createAdmin } from '../src/modules/accounts';

/** Files with personal data: the data folder 0700 and every file in it 0600, backups included. */
const root = mkdtempSync(path.join(tmpdir(), 'store-modes-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const mode = (target: string) => statSync(target).mode & 0o777;

/** Every file and folder under dir with its mode, for a readable failure. */
function modesUnder(dir: string): Record<string, string> {
  const modes: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    modes[entry] = mode(path.join(dir, entry)).toString(8);
  }
  return modes;
}

async function writeSomething(dataDir: string) {
  const store = openDataStore({ dataDir });
  await migrateToLatest(store.db);
  await createAdmin(store.db, `owner-${Date.now()}`, 'owner password 12');
  return store;
}

describe('data files are private to the store', () => {
  // World-readable files appear only where the process umask allows it; tests often run with 022.
  const umask = process.umask(0o022);
  afterAll(() => {
    process.umask(umask);
  });

  it('creates DATA_DIR 0700 and the database, its WAL files and the JWT secret 0600', async () => {
    const dataDir = path.join(root, 'fresh', 'data');
    const store = await writeSomething(dataDir);
    loadOrCreateSecret(dataDir, undefined);
    try {
      expect(mode(dataDir)).toBe(0o700);
      const files = readdirSync(dataDir);
      expect(files).toEqual(
        expect.arrayContaining(['store.sqlite', 'store.sqlite-wal', 'store.sqlite-shm', 'jwt-secret']),
      );
      for (const file of files) expect(mode(path.join(dataDir, file)).toString(8), file).toBe('600');
    } finally {
      await store.close();
    }
  });

  it('narrows a store created world-readable by an older version', async () => {
    const dataDir = path.join(root, 'older');
    const first = await writeSomething(dataDir);
    await first.close();
    chmodSync(dataDir, 0o755);
    for (const file of readdirSync(dataDir)) chmodSync(path.join(dataDir, file), 0o644);
    const again = await writeSomething(dataDir);
    try {
      expect(mode(dataDir)).toBe(0o700);
      expect(Object.values(modesUnder(dataDir))).toEqual(Array(readdirSync(dataDir).length).fill('600'));
    } finally {
      await again.close();
    }
  });

  it('writes backups 0600 into a 0700 backups folder, and a restored store stays 0600', async () => {
    const dataDir = path.join(root, 'backed-up');
    const store = await writeSomething(dataDir);
    const backup = await backupSqliteStore(dataDir);
    await store.close();
    expect(mode(path.dirname(backup))).toBe(0o700);
    expect(mode(backup)).toBe(0o600);
    // A backup copied around and made world-readable does not make the restored store so.
    chmodSync(backup, 0o644);
    const restored = await restoreSqliteStore(dataDir, backup);
    expect(mode(restored.restored)).toBe(0o600);
    expect(restored.previous && mode(restored.previous)).toBe(0o600);
    // A backup to a folder the operator names: the new folder is 0700, the file 0600.
    const elsewhere = path.join(root, 'operator', 'nightly', 'store.sqlite');
    mkdirSync(path.join(root, 'operator'), { mode: 0o755 });
    await backupSqliteStore(dataDir, elsewhere);
    expect(mode(path.dirname(elsewhere))).toBe(0o700);
    expect(mode(elsewhere)).toBe(0o600);
    expect(mode(path.join(root, 'operator'))).toBe(0o755);
  });
});
