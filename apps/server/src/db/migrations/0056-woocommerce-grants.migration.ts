import type { Kysely } from 'kysely';

/**
 * WooCommerce key grants under way (docs/product/catalogue.md, "WooCommerce"): the one-time
 * `nonce` sent as WooCommerce's `user_id`, the customer it is bound to, the store and shop named,
 * until the store posts the keys (taken once, within ten minutes) and then the outcome the wizard
 * reads: the shop connected, or the failure's code. Rows go with their customer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('woocommerce_grants')
    .addColumn('nonce', 'text', (column) => column.primaryKey())
    .addColumn('customer_id', 'text', (column) =>
      column.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('store_url', 'text', (column) => column.notNull())
    .addColumn('shop_url', 'text', (column) => column.notNull())
    .addColumn('language_iso', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    // The shop the grant connected; a deleted shop takes its grant with it.
    .addColumn('shop_id', 'text', (column) => column.references('shops.id').onDelete('cascade'))
    .addColumn('code', 'text')
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('woocommerce_grants_expires_at')
    .on('woocommerce_grants')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('woocommerce_grants').execute();
}
