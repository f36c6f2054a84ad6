import type { Kysely } from 'kysely';

/**
 * Shops whose catalogue Trova reads from their platform's own API (docs/product/catalogue.md,
 * "Platforms"): one link a shop, gone with the shop, holding the credentials, the webhooks Trova
 * registered, the poll cursor and the schedule of the next poll and full import, the progress of
 * an import under way and why the latest one failed. `store_key` names the store as the
 * platform's webhooks do (Shopify's `x.myshopify.com`), to find the shop a delivery is about.
 *
 * `platform_deliveries` remembers the webhook deliveries already taken, by the platform's
 * delivery id, so a redelivered notice is queued once; rows older than a few days are pruned.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shop_platforms')
    .addColumn('shop_id', 'text', (column) =>
      column.primaryKey().references('shops.id').onDelete('cascade'),
    )
    .addColumn('platform', 'text', (column) => column.notNull())
    .addColumn('credentials', 'text', (column) => column.notNull())
    .addColumn('store_key', 'text')
    .addColumn('webhook_ids', 'text', (column) => column.notNull().defaultTo('[]'))
    .addColumn('webhook_secret', 'text')
    .addColumn('cursor', 'bigint')
    .addColumn('next_poll_at', 'bigint')
    .addColumn('next_full_at', 'bigint')
    .addColumn('import_read', 'integer')
    .addColumn('import_total', 'integer')
    .addColumn('synced_once', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('shop_platforms_store_key')
    .on('shop_platforms')
    .columns(['platform', 'store_key'])
    .execute();
  await db.schema
    .createTable('platform_deliveries')
    .addColumn('platform', 'text', (column) => column.notNull())
    .addColumn('delivery_id', 'text', (column) => column.notNull())
    .addColumn('received_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('platform_deliveries_pk', ['platform', 'delivery_id'])
    .execute();
  await db.schema
    .createIndex('platform_deliveries_received_at')
    .on('platform_deliveries')
    .column('received_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('platform_deliveries').execute();
  await db.schema.dropTable('shop_platforms').execute();
}
