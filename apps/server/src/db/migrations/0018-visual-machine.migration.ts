import type { Kysely } from 'kysely';

/**
 * The Visual Machine's lists (docs/product/visual-machine.md): campaigns, banner campaigns and
 * recommendations of a shop, one row each, in list order (`position`, the order search applies
 * them in). `body` is the item as the contracts define it, without its id, as JSON. Settings
 * shared by a shop's recommendations live in `vm_settings`. Both go with their shop.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('vm_items')
    .addColumn('shop_id', 'text', (column) =>
      column.notNull().references('shops.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('id', 'text', (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('vm_items_pk', ['shop_id', 'kind', 'id'])
    .execute();
  await db.schema
    .createIndex('vm_items_order')
    .on('vm_items')
    .columns(['shop_id', 'kind', 'position'])
    .execute();
  await db.schema
    .createTable('vm_settings')
    .addColumn('shop_id', 'text', (column) =>
      column.primaryKey().references('shops.id').onDelete('cascade'),
    )
    .addColumn('history_interval', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vm_settings').execute();
  await db.schema.dropTable('vm_items').execute();
}
