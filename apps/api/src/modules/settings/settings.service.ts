import {
  gstStateName,
  type PublicStoreSettings,
  type StoreSettings,
  type StoreSettingsInput,
  storeSettingsInputSchema,
} from '@store/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DEMO_SELLER } from './demo-seller';
import {
  findSacCodes,
  findSettingsRow,
  insertSettingsIfMissing,
  type SettingsRow,
  updateSettingsRow,
} from './settings.repository';

/** The seller named by SELLER_GSTIN, SELLER_LEGAL_NAME, SELLER_ADDRESS and SELLER_STATE_CODE (checked at start). */
export interface SellerFromEnv {
  legalName: string;
  gstin: string;
  address: string;
  stateCode: string;
}

/** Still the demo seller while its made-up GSTIN stands, whoever saved it. */
const isDemoSeller = (input: StoreSettingsInput) => input.gstin === DEMO_SELLER.gstin;

/**
 * Writes the settings at first start: the seller from the environment when given (its contact
 * details and grievance officer start as the demo ones, for an admin to replace), else the demo
 * seller. Later starts keep what is stored, so an admin's edits are never overwritten.
 */
export async function ensureStoreSettings(db: Kysely<Database>, seller: SellerFromEnv | undefined): Promise<void> {
  const input = storeSettingsInputSchema.parse(seller ? { ...DEMO_SELLER, ...seller, tradeName: '' } : DEMO_SELLER);
  await insertSettingsIfMissing(db, input, isDemoSeller(input), new Date().toISOString());
}

function toPublic(row: SettingsRow): PublicStoreSettings {
  return {
    legalName: row.legal_name,
    tradeName: row.trade_name,
    gstin: row.gstin,
    address: row.address,
    stateCode: row.state_code,
    stateName: gstStateName(row.state_code) ?? row.state_code,
    supportEmail: row.support_email,
    phone: row.phone,
    grievanceName: row.grievance_name,
    grievanceDesignation: row.grievance_designation,
    grievanceEmail: row.grievance_email,
    grievancePhone: row.grievance_phone,
    isDemo: row.is_demo === 1,
  };
}

async function storedRow(db: Kysely<Database>): Promise<SettingsRow> {
  const row = await findSettingsRow(db);
  // ensureStoreSettings runs before the server listens, so a missing row is a bug, not a state.
  if (!row) throw new Error('store settings missing: ensureStoreSettings did not run');
  return row;
}

/** The seller as a tax document names it (the invoices module copies it onto each invoice as issued). */
export interface SellerDetails {
  legalName: string;
  tradeName: string;
  gstin: string;
  address: string;
  stateCode: string;
}

/** The seller's details as stored now; pass the caller's transaction to read them inside it. */
export async function sellerDetails(db: Kysely<Database>): Promise<SellerDetails> {
  const row = await storedRow(db);
  return {
    legalName: row.legal_name,
    tradeName: row.trade_name,
    gstin: row.gstin,
    address: row.address,
    stateCode: row.state_code,
  };
}

/** What the contact page and footer show. */
export async function publicStoreSettings(db: Kysely<Database>): Promise<PublicStoreSettings> {
  return toPublic(await storedRow(db));
}

export async function adminStoreSettings(db: Kysely<Database>): Promise<StoreSettings> {
  const row = await storedRow(db);
  return { ...toPublic(row), updatedAt: row.updated_at, sacDesign: row.sac_design, sacPlan: row.sac_plan };
}

/** Saves an admin's settings (already checked by the route's schema) and answers them as stored. */
export async function saveStoreSettings(db: Kysely<Database>, input: StoreSettingsInput): Promise<StoreSettings> {
  await storedRow(db);
  await updateSettingsRow(db, input, isDemoSeller(input), new Date().toISOString());
  return adminStoreSettings(db);
}

/** The SAC codes an order's lines are recorded with: one for designs, one for marketing plans. */
export function sacCodes(db: Kysely<Database>): Promise<{ design: string; plan: string }> {
  return findSacCodes(db);
}
