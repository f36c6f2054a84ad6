import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('customer_id', 'text', (column) =>
      column.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('read_at', 'bigint')
    .addColumn('payload', 'text', (column) => column.notNull().defaultTo('{}'))
    .addColumn('detail', 'text')
    .execute();
  // The centre lists a customer's notifications newest first and counts the unread ones.
  await db.schema
    .createIndex('notifications_customer_created')
    .on('notifications')
    .columns(['customer_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notifications').execute();
}
