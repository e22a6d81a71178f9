import { DEFAULT_DESIGN_SAC, DEFAULT_PLAN_SAC, type StoreSettingsInput } from '@store/shared';
import { type DbHandle, ownTables } from '../../db/own-tables';
import type { SettingsStoreTable, SettingsTables } from './settings.tables';

const own = ownTables<SettingsTables>();

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
    // The SAC codes only when given: a save without them keeps what is stored.
    ...(input.sacDesign ? { sac_design: input.sacDesign } : {}),
    ...(input.sacPlan ? { sac_plan: input.sacPlan } : {}),
  };
}

export async function findSettingsRow(db: DbHandle): Promise<SettingsRow | undefined> {
  return own(db).selectFrom('settings_store').selectAll().where('id', '=', ROW_ID).executeTakeFirst();
}

/** Writes the first start's settings unless a row exists; instances starting together write it once. */
export async function insertSettingsIfMissing(
  db: DbHandle,
  input: StoreSettingsInput,
  isDemo: boolean,
  now: string,
): Promise<void> {
  await own(db)
    .insertInto('settings_store')
    .values({
      id: ROW_ID,
      sac_design: DEFAULT_DESIGN_SAC,
      sac_plan: DEFAULT_PLAN_SAC,
      ...columns(input),
      is_demo: isDemo ? 1 : 0,
      created_at: now,
      updated_at: null,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

/** An admin's save. */
export async function updateSettingsRow(
  db: DbHandle,
  input: StoreSettingsInput,
  isDemo: boolean,
  now: string,
): Promise<void> {
  await own(db)
    .updateTable('settings_store')
    .set({ ...columns(input), is_demo: isDemo ? 1 : 0, updated_at: now })
    .where('id', '=', ROW_ID)
    .execute();
}

/** The SAC codes a new order's lines take, by kind of line. */
export async function findSacCodes(db: DbHandle): Promise<{ design: string; plan: string }> {
  const row = await own(db)
    .selectFrom('settings_store')
    .select(['sac_design', 'sac_plan'])
    .where('id', '=', ROW_ID)
    .executeTakeFirstOrThrow();
  return { design: row.sac_design, plan: row.sac_plan };
}
