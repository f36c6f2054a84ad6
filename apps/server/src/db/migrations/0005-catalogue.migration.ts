import type { Kysely } from 'kysely';

/**
 * The catalogue (one row a product, the product as JSON text) and the monthly search counters that
 * billing meters as 'requests'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('products')
    .addColumn('shop_id', 'text', (column) =>
      column.notNull().references('shops.id').onDelete('cascade'),
    )
    .addColumn('product_id', 'text', (column) => column.notNull())
    .addColumn('data', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('products_pk', ['shop_id', 'product_id'])
    .execute();
  await db.schema
    .createTable('shop_request_counts')
    .addColumn('shop_id', 'text', (column) =>
      column.notNull().references('shops.id').onDelete('cascade'),
    )
    .addColumn('month', 'text', (column) => column.notNull())
    .addColumn('count', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('shop_request_counts_pk', ['shop_id', 'month'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shop_request_counts').execute();
  await db.schema.dropTable('products').execute();
}
