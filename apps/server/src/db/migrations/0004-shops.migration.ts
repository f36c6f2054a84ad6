import type { Kysely } from 'kysely';

/**
 * Shops (docs/product/shell.md#shops-and-the-current-shop) owned by a customer. Created by the
 * ingestion issue; the access issue only reads them for the navigation guard and the SKU count.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shops')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('customer_id', 'text', (column) =>
      column.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('key', 'text', (column) => column.notNull().unique())
    .addColumn('url', 'text', (column) => column.notNull())
    .addColumn('sector', 'text')
    .addColumn('cms_type', 'text', (column) => column.notNull())
    .addColumn('cms_version', 'text')
    .addColumn('cms_data', 'text', (column) => column.notNull().defaultTo('{}'))
    .addColumn('is_active', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('is_synchronizing', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('is_indexing', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('skus', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('requests', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('language_iso', 'text', (column) => column.notNull())
    .addColumn('editable_widgets', 'text', (column) => column.notNull().defaultTo('[]'))
    .addColumn('configurable_attributes', 'text', (column) => column.notNull().defaultTo('[]'))
    .addColumn('last_sync_start_time', 'bigint')
    .addColumn('last_index_start_time', 'bigint')
    .addColumn('last_index_end_time', 'bigint')
    .addColumn('setup', 'text')
    .addColumn('fine_tuning', 'text')
    .addColumn('layout', 'text')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('shops_customer_id').on('shops').column('customer_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shops').execute();
}
