import type { DesignCard, NameSlot } from '@store/shared';
import { rupeesToPaise } from '@store/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { InvalidInput, NotFound } from '../../lib/errors';
import { deleteAsset, prepareImage, preparePdf, savePrepared } from '../media';
import { ensureCategories, insertDesign } from './catalogue.repository';
import { toCard } from './catalogue.service';
import { newDesignRow } from './design-row';
import {
  claimActiveDesign,
  type DesignChanges,
  deleteDesignRow,
  findDesign,
  hideDesignRow,
  updateDesignRow,
} from './design-writes.repository';
import { deleteSlugsOf, freeSlug, renameSlug } from './slugs.repository';

export interface ManageDesignsDeps {
  db: Kysely<Database>;
  /** Whether any order holds the design; handed in by the app so the catalogue never reads checkout's tables. */
  isDesignOrdered: (db: Kysely<Database>, designId: string) => Promise<boolean>;
  /** Called after every successful change (clears cached listings). */
  onCatalogueChanged?: () => void;
}

export interface NewDesign {
  title: string;
  priceRupees: number;
  category: string;
  image: Buffer;
  pdf?: Buffer;
  nameSlot?: NameSlot;
}

export interface DesignEdit {
  title?: string;
  priceRupees?: number;
  category?: string;
  image?: Buffer;
  pdf?: Buffer;
  removePdf?: boolean;
  nameSlot?: NameSlot;
}

const notFound = () => new NotFound('Design not found');

/**
 * Adds a design. The files are checked and re-encoded first (slow, and the step that
 * refuses bad files); the row, its category and its files are then written in one
 * transaction, so a failure at any point leaves neither a design nor a file behind.
 */
export async function createDesign({ db }: ManageDesignsDeps, input: NewDesign): Promise<DesignCard> {
  const pdf = input.pdf ? preparePdf(input.pdf) : undefined;
  const image = await prepareImage(input.image);
  const row = await db.transaction().execute(async (trx) => {
    const slug = await freeSlug(trx, input.title);
    const row = newDesignRow({
      title: input.title,
      slug,
      priceRupees: input.priceRupees,
      category: input.category,
      image,
      pdf,
      nameSlot: input.nameSlot,
    });
    await ensureCategories(trx, [input.category]);
    await insertDesign(trx, row);
    await savePrepared(trx, image);
    if (pdf) await savePrepared(trx, pdf);
    return row;
  });
  return toCard(row);
}

/** Changes a design's fields and replaces its image or PDF (or drops the PDF); replaced files go in the same transaction. */
export async function updateDesign({ db }: ManageDesignsDeps, id: string, edit: DesignEdit): Promise<DesignCard> {
  if (edit.pdf && edit.removePdf) throw new InvalidInput('Send either a new pdf or removePdf=true, not both');
  const pdf = edit.pdf ? preparePdf(edit.pdf) : undefined;
  const image = edit.image ? await prepareImage(edit.image) : undefined;
  const row = await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    if (!(await claimActiveDesign(trx, id, now))) throw notFound();
    const current = await findDesign(trx, id);
    const changes: DesignChanges = {};
    if (edit.title !== undefined) {
      changes.title = edit.title;
      await renameSlug(trx, current, edit.title, now);
    }
    if (edit.priceRupees !== undefined) changes.price_paise = rupeesToPaise(edit.priceRupees);
    if (edit.nameSlot !== undefined) changes.name_slot = JSON.stringify(edit.nameSlot);
    if (edit.category !== undefined) {
      changes.category = edit.category;
      await ensureCategories(trx, [edit.category]);
    }
    if (image) {
      await savePrepared(trx, image);
      await deleteAsset(trx, current.image_asset_id);
      Object.assign(changes, {
        image_asset_id: image.assetId,
        image_src: image.image.src,
        image_srcset: image.image.srcSet,
      });
    }
    if ((pdf || edit.removePdf) && current.pdf_asset_id) await deleteAsset(trx, current.pdf_asset_id);
    if (pdf) {
      await savePrepared(trx, pdf);
      Object.assign(changes, { pdf_asset_id: pdf.assetId, pdf_src: pdf.pdf.src });
    } else if (edit.removePdf) {
      Object.assign(changes, { pdf_asset_id: null, pdf_src: null });
    }
    await updateDesignRow(trx, id, changes);
    return findDesign(trx, id);
  });
  return toCard(row);
}

/**
 * Removes a design from the catalogue. One that appears in an order is only hidden, so
 * old orders keep their items; any other is deleted with its files.
 */
export async function removeDesign(deps: ManageDesignsDeps, id: string): Promise<'deleted' | 'hidden'> {
  return deps.db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    if (!(await claimActiveDesign(trx, id, now))) throw notFound();
    if (await deps.isDesignOrdered(trx, id)) {
      await hideDesignRow(trx, id, now);
      return 'hidden';
    }
    const current = await findDesign(trx, id);
    await deleteDesignRow(trx, id);
    await deleteSlugsOf(trx, id);
    await deleteAsset(trx, current.image_asset_id);
    if (current.pdf_asset_id) await deleteAsset(trx, current.pdf_asset_id);
    return 'deleted';
  });
}
