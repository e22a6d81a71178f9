import type { PublicStoreSettings } from './schemas/public-settings';

/** Id of the JSON script element carrying the store settings in every page the server sends. */
export const STORE_SETTINGS_ELEMENT_ID = 'store-settings';

export const DEMO_SELLER_NOTICE = 'Demo seller: these details are placeholders, not a real business.';

/** `text` ending in exactly one full stop, so "Pvt. Ltd." never becomes "Pvt. Ltd..". */
export function endSentence(text: string): string {
  const trimmed = text.trimEnd();
  return trimmed.endsWith('.') ? trimmed : `${trimmed}.`;
}

/** A `tel:` link for an Indian contact number as typed (+91 22 4890 1234 → tel:+912248901234). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length > 10 ? digits.slice(-10) : digits;
  return `tel:+91${national}`;
}

/**
 * Every text the footer and contact page show about the seller, as plain strings. The server
 * fills the prerendered pages' placeholders from the same function, so what a page arrives
 * with is exactly what the app draws when it hydrates.
 */
export function sellerDisplay(settings: PublicStoreSettings) {
  return {
    legalName: settings.legalName,
    legalNameSentence: endSentence(settings.legalName),
    tradeName: settings.tradeName || settings.legalName,
    gstin: settings.gstin,
    addressLine: settings.address
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .join(', '),
    stateName: settings.stateName,
    supportEmail: settings.supportEmail,
    supportEmailHref: `mailto:${settings.supportEmail}`,
    phone: settings.phone,
    phoneHref: telHref(settings.phone),
    grievanceName: settings.grievanceName,
    grievanceDesignation: settings.grievanceDesignation,
    grievanceEmail: settings.grievanceEmail,
    grievanceEmailHref: `mailto:${settings.grievanceEmail}`,
    grievancePhone: settings.grievancePhone,
    grievancePhoneHref: telHref(settings.grievancePhone),
    demoNotice: settings.isDemo ? DEMO_SELLER_NOTICE : '',
  };
}
export type SellerDisplay = ReturnType<typeof sellerDisplay>;
export type SellerDisplayKey = keyof SellerDisplay;

/** The placeholder the prerender writes for a display text; the server replaces it per request. */
export const sellerPlaceholder = (key: SellerDisplayKey) => `__SELLER_${key}__`;

/** Every display text as its placeholder: what the prerender draws the footer with. */
export function sellerPlaceholders(): SellerDisplay {
  const blank: PublicStoreSettings = {
    legalName: '',
    tradeName: '',
    gstin: '',
    address: '',
    stateCode: '',
    stateName: '',
    supportEmail: '',
    phone: '',
    grievanceName: '',
    grievanceDesignation: '',
    grievanceEmail: '',
    grievancePhone: '',
    isDemo: false,
  };
  const keys = Object.keys(sellerDisplay(blank)) as SellerDisplayKey[];
  return Object.fromEntries(keys.map((key) => [key, sellerPlaceholder(key)])) as SellerDisplay;
}
