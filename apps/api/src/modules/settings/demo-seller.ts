import type { StoreSettingsInput } from '@store/shared';

/**
 * The seller of a store started without SELLER_* settings: a made-up company in Karnataka with
 * the textbook PAN ABCDE1234F, so its GSTIN passes every check yet belongs to nobody.
 */
export const DEMO_SELLER: StoreSettingsInput = {
  legalName: 'SiteInMinutes Digital Pvt. Ltd.',
  tradeName: 'SiteInMinutes',
  gstin: '29ABCDE1234F1ZW',
  address: '2nd Floor, Demo Tech Park, 100 Feet Road\nIndiranagar, Bengaluru, Karnataka 560038',
  stateCode: '29',
  supportEmail: 'support@siteinminutes.in',
  phone: '+91 80 4890 1234',
  grievanceName: 'Priya Sharma',
  grievanceDesignation: 'Grievance Officer',
  grievanceEmail: 'grievance@siteinminutes.in',
  grievancePhone: '+91 80 4890 1299',
};
