import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { publicStoreSettings } from '../settings';
import type { MailOutbox } from './mail.service';

export interface ShopMailSettings extends MailOutbox {
  publicUrl: string;
  /** SHOP_ALERT_EMAIL; when empty the shop's support email from the store settings. */
  shopAlertTo: string[];
}

/** Who hears about the shop's events: SHOP_ALERT_EMAIL, else the support email an admin set. */
export async function shopRecipients(trx: Kysely<Database>, settings: ShopMailSettings): Promise<string[]> {
  return settings.shopAlertTo.length > 0 ? settings.shopAlertTo : [(await publicStoreSettings(trx)).supportEmail];
}
