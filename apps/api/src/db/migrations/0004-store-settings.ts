import type { Kysely } from 'kysely';

/** The settings module's one-row table: the seller and the grievance officer. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const text = ['legal_name', 'trade_name', 'gstin', 'address', 'state_code', 'support_email', 'phone'];
  const grievance = ['grievance_name', 'grievance_designation', 'grievance_email', 'grievance_phone'];
  let table = db.schema.createTable('settings_store').addColumn('id', 'text', (column) => column.primaryKey());
  for (const name of [...text, ...grievance]) table = table.addColumn(name, 'text', (column) => column.notNull());
  await table
    .addColumn('is_demo', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('settings_store').execute();
}
