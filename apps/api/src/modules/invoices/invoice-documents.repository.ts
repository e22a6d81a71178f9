import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export async function findInvoicePdf(db: Kysely<Database>, invoiceId: string): Promise<Uint8Array | undefined> {
  const row = await db
    .selectFrom('invoices_documents')
    .select('pdf')
    .where('invoice_id', '=', invoiceId)
    .executeTakeFirst();
  return row ? new Uint8Array(row.pdf) : undefined;
}

/** Keeps the first PDF stored for an invoice: a second instance racing to store its own changes nothing. */
export async function storeInvoicePdfOnce(db: Kysely<Database>, invoiceId: string, pdf: Uint8Array): Promise<void> {
  await db
    .insertInto('invoices_documents')
    .values({ invoice_id: invoiceId, pdf: Buffer.from(pdf), created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('invoice_id').doNothing())
    .execute();
}
