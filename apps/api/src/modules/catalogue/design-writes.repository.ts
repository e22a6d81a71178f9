import type { Updateable } from 'kysely';
import { type DbHandle, ownTables } from '../../db/own-tables';
import type { CatalogueDesignsTable, CatalogueTables } from './catalogue.tables';

const own = ownTables<CatalogueTables>();

/** The columns a back-office edit may change. */
export type DesignChanges = Pick<
  Updateable<CatalogueDesignsTable>,
  | 'title'
  | 'price_paise'
  | 'category'
  | 'image_asset_id'
  | 'image_src'
  | 'image_srcset'
  | 'pdf_asset_id'
  | 'pdf_src'
  | 'name_slot'
>;

/**
 * Marks an active design as being changed and reports whether it exists. Called first in a
 * transaction: on PostgreSQL the row stays locked until commit, so two edits or deletes of
 * one design run one after the other and neither reads asset ids the other has replaced.
 */
export async function claimActiveDesign(db: DbHandle, id: string, now: string): Promise<boolean> {
  const result = await own(db)
    .updateTable('catalogue_designs')
    .set({ updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function findDesign(db: DbHandle, id: string) {
  return own(db).selectFrom('catalogue_designs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function updateDesignRow(db: DbHandle, id: string, changes: DesignChanges): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await own(db).updateTable('catalogue_designs').set(changes).where('id', '=', id).execute();
}

export async function hideDesignRow(db: DbHandle, id: string, now: string): Promise<void> {
  await own(db)
    .updateTable('catalogue_designs')
    .set({ status: 'hidden', updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function deleteDesignRow(db: DbHandle, id: string): Promise<void> {
  await own(db).deleteFrom('catalogue_designs').where('id', '=', id).execute();
}

/** Inserts a demo design unless one with its demo key exists; false when another start inserted it first. */
export async function insertDemoDesignRow(db: DbHandle, row: CatalogueDesignsTable) {
  const inserted = await own(db)
    .insertInto('catalogue_designs')
    .values(row)
    .onConflict((oc) => oc.column('demo_key').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Gives a demo design its name slot unless it has one. */
export async function setDemoNameSlotIfMissing(db: DbHandle, demoKey: string, slot: string): Promise<void> {
  await own(db)
    .updateTable('catalogue_designs')
    .set({ name_slot: slot })
    .where('demo_key', '=', demoKey)
    .where('name_slot', 'is', null)
    .execute();
}
