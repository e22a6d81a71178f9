import { type SellerDisplay, STORE_SETTINGS_ELEMENT_ID, sellerDisplay } from '@store/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SiteData } from '../../lib/site-data';
import { publicStoreSettings } from './settings.service';

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** Each `__SELLER_<key>__` the prerender wrote (sellerPlaceholder), replaced by the current text. */
export function fillSellerPlaceholders(html: string, display: SellerDisplay): string {
  return html.replace(/__SELLER_([A-Za-z]+)__/g, (placeholder, key: string) =>
    Object.hasOwn(display, key) ? escapeHtml(display[key as keyof SellerDisplay]) : placeholder,
  );
}

/** The store settings every page is sent with: the app reads them at start, the prerendered footer shows them. */
export function storeSettingsSiteData(db: Kysely<Database>): () => Promise<SiteData> {
  return async () => {
    const settings = await publicStoreSettings(db);
    const display = sellerDisplay(settings);
    return {
      elementId: STORE_SETTINGS_ELEMENT_ID,
      json: settings,
      seller: display,
      fill: (html) => fillSellerPlaceholders(html, display),
    };
  };
}
