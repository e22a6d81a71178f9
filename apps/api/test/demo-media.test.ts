import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { demoDesigns } from '../src/modules/catalogue/seed/demo-designs';
import { openDemoMediaPack, renderDemoMedia } from '../src/modules/catalogue/seed/demo-media';
import { createTestApp } from './test-app';

// The run's pack, drawn by the global set-up as the build draws its own.
const packDir = process.env.DEMO_MEDIA_DIR as string;
const scratch = mkdtempSync(path.join(tmpdir(), 'demo-media-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of the run's pack, changed by `change`. */
function changedPack(name: string, change: (dir: string) => void): string {
  const dir = path.join(scratch, name);
  cpSync(packDir, dir, { recursive: true });
  change(dir);
  return dir;
}

/** Each seeded design's stored files by role, as bytes. */
async function storedMedia(mediaDir: string) {
  const previous = process.env.DEMO_MEDIA_DIR;
  process.env.DEMO_MEDIA_DIR = mediaDir;
  const t = await createTestApp({ seed: true }).finally(() => {
    process.env.DEMO_MEDIA_DIR = previous;
  });
  try {
    const rows = await t.store.db
      .selectFrom('catalogue_designs')
      .innerJoin('media_files', 'media_files.asset_id', 'catalogue_designs.image_asset_id')
      .select(['catalogue_designs.demo_key', 'media_files.role', 'media_files.data'])
      .execute();
    const pdfs = await t.store.db
      .selectFrom('catalogue_designs')
      .innerJoin('media_files', 'media_files.asset_id', 'catalogue_designs.pdf_asset_id')
      .select(['catalogue_designs.demo_key', 'media_files.data'])
      .execute();
    const byDesign = new Map<string, Record<string, Buffer>>();
    for (const row of [...rows, ...pdfs.map((pdf) => ({ ...pdf, role: 'pdf' }))]) {
      const files = byDesign.get(row.demo_key as string) ?? {};
      files[row.role] = Buffer.from(row.data);
      byDesign.set(row.demo_key as string, files);
    }
    return byDesign;
  } finally {
    await t.close();
  }
}

describe('the demo media pack', () => {
  it('holds what drawing the designs gives, and a new store is seeded with exactly its files', async () => {
    const pack = await openDemoMediaPack(packDir);
    expect(pack).toBeDefined();
    const first = demoDesigns[0];
    if (!first || !pack) return;
    const drawn = await renderDemoMedia(first, 0);
    const packed = await pack(first);
    expect(packed?.images.map((image) => image.role)).toEqual(['original', 'w400', 'w800', 'w1200']);
    expect(packed?.images).toEqual(drawn.images);
    expect(packed?.pdf?.subarray(0, 5).toString()).toBe('%PDF-');

    const stored = await storedMedia(packDir);
    expect(stored.size).toBe(demoDesigns.length);
    for (const design of demoDesigns) {
      const files = stored.get(design.key) ?? {};
      for (const role of ['original', 'w400', 'w800', 'w1200'])
        expect(files[role]?.equals(readFileSync(path.join(packDir, `${design.key}-${role}.webp`)))).toBe(true);
      if (design.hasPdf) expect(files.pdf?.equals(readFileSync(path.join(packDir, `${design.key}.pdf`)))).toBe(true);
      else expect(files.pdf).toBeUndefined();
    }
  });

  it('is not used when drawn from other designs or widths: seeding draws every picture itself', async () => {
    const stale = changedPack('stale', (dir) => {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
      writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ ...manifest, fingerprint: 'other' }));
      // Were the stale pack used, the store would serve these bytes.
      for (const design of demoDesigns) writeFileSync(path.join(dir, `${design.key}-w800.webp`), 'not a picture');
    });
    expect(await openDemoMediaPack(stale)).toBeUndefined();
    const stored = await storedMedia(stale);
    expect(stored.size).toBe(demoDesigns.length);
    for (const files of stored.values()) {
      const meta = await sharp(files.w800).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 533]);
    }
  });

  it('a design missing from the pack is drawn; the others still come from it', async () => {
    const [missing, kept] = demoDesigns;
    if (!missing || !kept) throw new Error('the demo catalogue has designs');
    const partial = changedPack('partial', (dir) => rmSync(path.join(dir, `${missing.key}-w400.webp`)));
    expect(await (await openDemoMediaPack(partial))?.(missing)).toBeUndefined();
    const stored = await storedMedia(partial);
    const drawn = await renderDemoMedia(missing, 0);
    expect(stored.get(missing.key)?.w400?.equals(drawn.images[1]?.data as Buffer)).toBe(true);
    expect(stored.get(kept.key)?.w400?.equals(readFileSync(path.join(packDir, `${kept.key}-w400.webp`)))).toBe(true);
  });

  it('an absent folder is no pack', async () => {
    expect(await openDemoMediaPack(path.join(scratch, 'none'))).toBeUndefined();
  });
});
