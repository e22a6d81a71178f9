import { accountsModule } from './accounts';
import { adminModule } from './admin';
import { catalogueModule } from './catalogue';
import { checkoutModule } from './checkout';
import { enquiriesModule } from './enquiries';
import { invoicesModule } from './invoices';
import { mailModule } from './mail';
import { mediaModule } from './media';
import type { ApiModule } from './module';
import { namePreviewModule } from './name-preview';
import { paymentsModule } from './payments';
import { plansModule } from './plans';
import { privacyModule } from './privacy';
import { projectsModule } from './projects';
import { settingsModule } from './settings';

/**
 * Every module of the API. The order is the order routes are registered and an event's subscribers run in:
 * projects before plans (a website's project numbers come before the plan months'), invoices before mail
 * (a mail attaches the invoice or credit note just issued), mail last (it describes what the others did).
 */
export const allModules: readonly ApiModule[] = [
  catalogueModule,
  namePreviewModule,
  accountsModule,
  adminModule,
  checkoutModule,
  settingsModule,
  enquiriesModule,
  projectsModule,
  plansModule,
  privacyModule,
  invoicesModule,
  mailModule,
  mediaModule,
  paymentsModule,
];
