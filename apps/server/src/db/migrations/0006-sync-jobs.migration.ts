import type { Kysely } from 'kysely';

/**
 * Durable sync jobs, the feed settings of Google Shopping shops, and the staging area a feed sync
 * writes into before it replaces the live catalogue in one transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sync_jobs')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('shop_id', 'text', (column) =>
      column.notNull().references('shops.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('attempt', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('run_after', 'bigint', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('started_at', 'bigint')
    .addColumn('finished_at', 'bigint')
    .addColumn('error_code', 'text')
    .addColumn('error_message', 'text')
    .addColumn('stats', 'text')
    .execute();
  await db.schema
    .createIndex('sync_jobs_status_run_after')
    .on('sync_jobs')
    .columns(['status', 'run_after'])
    .execute();
  await db.schema.createIndex('sync_jobs_shop_id').on('sync_jobs').column('shop_id').execute();
  await db.schema
    .createTable('shop_feeds')
    .addColumn('shop_id', 'text', (column) =>
      column.primaryKey().references('shops.id').onDelete('cascade'),
    )
    .addColumn('sync_time', 'text', (column) => column.notNull())
    .addColumn('last_modified', 'text')
    .addColumn('next_check_at', 'bigint', (column) => column.notNull())
    .addColumn('internal_file', 'text')
    .addColumn('synced_once', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('product_staging')
    .addColumn('shop_id', 'text', (column) =>
      column.notNull().references('shops.id').onDelete('cascade'),
    )
    .addColumn('product_id', 'text', (column) => column.notNull())
    .addColumn('data', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('product_staging_pk', ['shop_id', 'product_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('product_staging').execute();
  await db.schema.dropTable('shop_feeds').execute();
  await db.schema.dropTable('sync_jobs').execute();
}
