import { strToU8, type Zippable, zipSync } from 'fflate';
import { accountForExport } from '../accounts';
import { ordersForExport } from '../checkout';
import { enquiriesForExport } from '../enquiries';
import { taxDocumentsForExport } from '../invoices';
import type { ModuleContext } from '../module';
import { planPeriodsForExport } from '../plans';
import { projectsForExport } from '../projects';
import { listConsents } from './consents.service';

const README = `Everything this store holds about you, as of the date in account.json's "exportedAt".

account.json       your account (the password is never stored in a readable form, so it is not here)
consents.json      what you agreed to, under which notice, when, and what you withdrew
orders.json        your orders with their lines, payment details and refunds
invoices.json      your tax invoices and credit notes; their PDFs are in invoices/ and credit-notes/
projects.json      your websites and plan months: briefs, history and messages; their files are in projects/
plan-periods.json  the marketing plan months you bought
enquiries.json     messages you sent with the contact form from your account's address
mails.json         mails the store wrote to you (the text of a mail is kept 180 days)
`;

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/**
 * The customer's archive as a ZIP: a JSON file per kind of data, each given by the module that owns it,
 * and the files themselves (invoice and credit note PDFs, brief and thread pictures). Pictures and PDFs are
 * compressed already, so they are stored as they are.
 */
export async function buildArchive(
  { db, services }: Pick<ModuleContext, 'db' | 'services'>,
  userId: string,
  now = new Date(),
): Promise<Uint8Array> {
  const account = await accountForExport(db, userId);
  if (!account) throw new Error(`no customer account ${userId} to export`);
  const email = account.email ?? '';
  const orders = await ordersForExport(db, userId);
  const documents = await taxDocumentsForExport(
    db,
    orders.map((order) => order.id),
  );
  const projects = await projectsForExport(db, userId);
  const files: Zippable = {
    'README.txt': strToU8(README),
    'account.json': json({ exportedAt: now.toISOString(), account }),
    'consents.json': json((await listConsents(db, userId)).consents),
    'orders.json': json(orders),
    'invoices.json': json({ invoices: documents.invoices, creditNotes: documents.creditNotes }),
    'projects.json': json(projects.projects),
    'plan-periods.json': json(await planPeriodsForExport(db, userId)),
    'enquiries.json': json(email ? await enquiriesForExport(db, email) : []),
    'mails.json': json(email ? await services.mailLog.mailsForExport(db, email) : []),
  };
  for (const file of [...documents.files, ...projects.files]) files[file.path] = [file.data, { level: 0 }];
  return zipSync(files, { level: 6, mtime: now });
}
