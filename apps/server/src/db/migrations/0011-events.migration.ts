import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // No foreign key to shops: the log is written in batches off the request path, and a shop
  // deleted meanwhile must not fail the batch of every other shop (retention prunes the rest).
  await db.schema
    .createTable('events')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('shop_id', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('user_token', 'text', (column) => column.notNull())
    .addColumn('query_id', 'text')
    .addColumn('query', 'text')
    .addColumn('result_count', 'integer')
    .addColumn('object_ids', 'text')
    .addColumn('positions', 'text')
    .addColumn('prices', 'text')
    .addColumn('quantities', 'text')
    .addColumn('value', 'double precision')
    .addColumn('currency', 'text')
    .addColumn('device', 'text')
    .addColumn('occurred_at', 'bigint', (column) => column.notNull())
    .addColumn('received_at', 'bigint', (column) => column.notNull())
    .addColumn('ip', 'text', (column) => column.notNull())
    .addColumn('user_agent', 'text', (column) => column.notNull())
    .addColumn('flag', 'text', (column) => column.notNull())
    .execute();
  // Every report reads one shop over a period.
  await db.schema
    .createIndex('events_shop_occurred')
    .on('events')
    .columns(['shop_id', 'occurred_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('events').execute();
}
