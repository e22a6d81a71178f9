// Makes the scale database: a copy of the demo store's data folder grown to 10,000 designs.
import { randomBytes } from 'node:crypto';
import { cpSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

const SHUFFLE_KEY_SPACE = 2 ** 31;
const randomKey = () => Math.floor(Math.random() * SHUFFLE_KEY_SPACE);

/**
 * Copies the store in `sourceDir` (its DATA_DIR; SQLite's online backup, so the store may keep
 * running) to `targetDir` and adds designs to the store's own catalogue_designs table until it
 * holds `total`. New rows reuse the demo designs' media assets (no new images), get fresh ids,
 * random shuffle keys and older creation times. Returns the number of designs before and after.
 */
export async function makeScaleDatabase(sourceDir, targetDir, total = 10_000) {
  cpSync(sourceDir, targetDir, { recursive: true, filter: (file) => !path.basename(file).startsWith('store.sqlite') });
  const source = new Database(path.join(sourceDir, 'store.sqlite'), { readonly: true });
  try {
    await source.backup(path.join(targetDir, 'store.sqlite'));
  } finally {
    source.close();
  }
  const db = new Database(path.join(targetDir, 'store.sqlite'));
  try {
    db.pragma('journal_mode = WAL');
    const templates = db.prepare("select * from catalogue_designs where status = 'active' order by created_at").all();
    if (templates.length === 0) throw new Error('the demo database has no designs to copy');
    const before = db.prepare('select count(*) as count from catalogue_designs').get().count;
    const columns = Object.keys(templates[0]);
    const insert = db.prepare(
      `insert into catalogue_designs (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`,
    );
    const oldest = Date.parse(templates[0].created_at);
    const addAll = db.transaction((count) => {
      for (let index = 0; index < count; index += 1) {
        const template = templates[index % templates.length];
        const createdAt = new Date(oldest - (index + 1) * 60_000).toISOString();
        const copy = Math.floor(index / templates.length) + 2;
        insert.run({
          ...template,
          id: randomBytes(12).toString('hex'),
          title: `${template.title} ${copy}`,
          // Each design has a page address of its own.
          slug: `${template.slug}-${copy}`,
          shuffle_a: randomKey(),
          shuffle_b: randomKey(),
          demo_key: null,
          created_at: createdAt,
          updated_at: createdAt,
        });
      }
    });
    addAll(Math.max(0, total - before));
    db.pragma('wal_checkpoint(TRUNCATE)');
    const after = db.prepare('select count(*) as count from catalogue_designs').get().count;
    return { before, after };
  } finally {
    db.close();
  }
}
