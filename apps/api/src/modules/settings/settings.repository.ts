import type { StoreSettingsInput } from '@store/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SettingsStoreTable } from './settings.tables';

const ROW_ID = 'store';

export type SettingsRow = SettingsStoreTable;

function columns(input: StoreSettingsInput) {
  return {
    legal_name: input.legalName,
    trade_name: input.tradeName,
    gstin: input.gstin,
    address: input.address,
    state_code: input.stateCode,
    support_email: input.supportEmail,
    phone: input.phone,
    grievance_name: input.grievanceName,
    grievance_designation: input.grievanceDesignation,
    grievance_email: input.grievanceEmail,
    grievance_phone: input.grievancePhone,
  };
}

export async function findSettingsRow(db: Kysely<Database>): Promise<SettingsRow | undefined> {
  return db.selectFrom('settings_store').selectAll().where('id', '=', ROW_ID).executeTakeFirst();
}

/** Writes the first start's settings unless a row exists; instances starting together write it once. */
export async function insertSettingsIfMissing(
  db: Kysely<Database>,
  input: StoreSettingsInput,
  isDemo: boolean,
  now: string,
): Promise<void> {
  await db
    .insertInto('settings_store')
    .values({ id: ROW_ID, ...columns(input), is_demo: isDemo ? 1 : 0, created_at: now, updated_at: null })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

/** An admin's save. */
export async function updateSettingsRow(
  db: Kysely<Database>,
  input: StoreSettingsInput,
  isDemo: boolean,
  now: string,
): Promise<void> {
  await db
    .updateTable('settings_store')
    .set({ ...columns(input), is_demo: isDemo ? 1 : 0, updated_at: now })
    .where('id', '=', ROW_ID)
    .execute();
}
