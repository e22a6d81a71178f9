/** The settings module's tables (one row: the store's seller and grievance officer). */
export interface SettingsStoreTable {
  /** Always `store`: there is one row. */
  id: string;
  legal_name: string;
  /** Empty when the seller trades under the legal name. */
  trade_name: string;
  gstin: string;
  /** Lines separated by \n. */
  address: string;
  /** GST state code of the registered address, such as `29`. */
  state_code: string;
  support_email: string;
  phone: string;
  grievance_name: string;
  grievance_designation: string;
  grievance_email: string;
  grievance_phone: string;
  /** 1 for the demo seller of a store started without SELLER_* settings. */
  is_demo: number;
  /** SAC of website-design lines (migration 0022; default 998314). */
  sac_design: string;
  /** SAC of marketing-plan lines (default 998361). */
  sac_plan: string;
  created_at: string;
  /** When an admin last saved them; null while the first start's values stand. */
  updated_at: string | null;
}

export interface SettingsTables {
  settings_store: SettingsStoreTable;
}
