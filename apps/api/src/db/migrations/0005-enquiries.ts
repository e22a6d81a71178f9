import type { Kysely } from 'kysely';

/** The enquiries module's table: contact-form messages with their status. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('enquiries_messages')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('reference', 'text', (column) => column.notNull().unique())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('phone', 'text', (column) => column.notNull())
    .addColumn('topic', 'text', (column) => column.notNull())
    .addColumn('plan', 'text')
    .addColumn('message', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull().defaultTo('open'))
    .addColumn('sender_key', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('acknowledged_at', 'text')
    .addColumn('resolved_at', 'text')
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('enquiries_messages_created_idx').on('enquiries_messages').column('created_at').execute();
  await db.schema
    .createIndex('enquiries_messages_status_idx')
    .on('enquiries_messages')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('enquiries_messages_sender_idx')
    .on('enquiries_messages')
    .columns(['sender_key', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('enquiries_messages').execute();
}
