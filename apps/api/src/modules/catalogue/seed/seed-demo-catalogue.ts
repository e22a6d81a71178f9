import type { Kysely } from 'kysely';
import { readAppMeta, setAppMetaOnce } from '../../../db/app-meta';
import type { Database } from '../../../db/schema';
import { prepareEncodedImage, preparePdf, savePrepared } from '../../media';
import { countAllDesigns, demoKeysPresent, ensureCategories } from '../catalogue.repository';
import { newDesignRow } from '../design-row';
import { insertDemoDesignRow, setDemoNameSlotIfMissing } from '../design-writes.repository';
import { freeSlug } from '../slugs.repository';
import { type DemoDesign, demoDesigns } from './demo-designs';
import { type DemoMediaPack, openDemoMediaPack, renderDemoMedia } from './demo-media';
import { demoNameSlot } from './render-preview';

const SEEDED_FLAG = 'catalogue.demo_seeded';

class AlreadySeeded extends Error {}

async function seedOne(
  db: Kysely<Database>,
  design: DemoDesign,
  index: number,
  createdAt: Date,
  pack: DemoMediaPack | undefined,
): Promise<void> {
  const media = (await pack?.(design)) ?? (await renderDemoMedia(design, index));
  const image = prepareEncodedImage(media.images);
  const pdf = media.pdf ? preparePdf(media.pdf) : undefined;
  try {
    await db.transaction().execute(async (trx) => {
      const row = newDesignRow({
        title: design.title,
        slug: await freeSlug(trx, design.title),
        priceRupees: design.priceRupees,
        category: design.category,
        image,
        pdf,
        demoKey: design.key,
        nameSlot: demoNameSlot(design, index),
        createdAt,
      });
      // Another instance seeded this design first: roll back so its files are not stored twice.
      if (!(await insertDemoDesignRow(trx, row))) throw new AlreadySeeded();
      await savePrepared(trx, image);
      if (pdf) await savePrepared(trx, pdf);
    });
  } catch (error) {
    if (!(error instanceof AlreadySeeded)) throw error;
  }
}

/** Demo designs seeded before name slots existed get theirs (an admin's own slot is left alone). */
async function giveDemoDesignsNameSlots(db: Kysely<Database>): Promise<void> {
  for (const [index, design] of demoDesigns.entries()) {
    await setDemoNameSlotIfMissing(db, design.key, JSON.stringify(demoNameSlot(design, index)));
  }
}

/** True once the demo catalogue has been seeded (or deliberately skipped for a store with its own designs). */
export async function isDemoCatalogueSeeded(db: Kysely<Database>): Promise<boolean> {
  return (await readAppMeta(db, SEEDED_FLAG)) !== undefined;
}

/**
 * Fills an empty store with the demo catalogue, with generated preview images
 * and PDFs (copied from the pack in `mediaDir` when there is a current one, drawn otherwise).
 * Resumes after an interrupted run and never adds a design twice.
 * Returns the number of designs added.
 */
export async function seedDemoCatalogue(db: Kysely<Database>, options: { mediaDir?: string } = {}): Promise<number> {
  if (await isDemoCatalogueSeeded(db)) {
    await giveDemoDesignsNameSlots(db);
    return 0;
  }
  const present = await demoKeysPresent(db);
  const hasOwnDesigns = (await countAllDesigns(db)) > present.size;
  let added = 0;
  if (!hasOwnDesigns) {
    await ensureCategories(db, [...new Set(demoDesigns.map((design) => design.category))]);
    const pack = options.mediaDir ? await openDemoMediaPack(options.mediaDir) : undefined;
    const start = Date.now() - demoDesigns.length * 60_000;
    for (const [index, design] of demoDesigns.entries()) {
      if (present.has(design.key)) continue;
      await seedOne(db, design, index, new Date(start + index * 60_000), pack);
      added += 1;
    }
  }
  await setAppMetaOnce(db, SEEDED_FLAG, new Date().toISOString());
  return added;
}
