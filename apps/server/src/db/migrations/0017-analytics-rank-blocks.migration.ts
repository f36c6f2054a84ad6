import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Rank blocks (modules/analytics/rank-blocks.ts, docs/adr/0004-analytics-store.md): the analytics
 * lists read per-term counts packed per shop, device and aligned run of days, instead of grouping
 * `analytics_product_days` and `analytics_query_days` rows over the range. `analytics_product_days`
 * had no other reader and goes; `analytics_query_days` stays for a query's own days (the weekday
 * chart) and loses the ranking index only the lists used. Every day already rolled up is marked
 * dirty, so the rollup builds its blocks from the raw log at the next run.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const binary = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
  await db.schema
    .createTable('analytics_terms')
    .addColumn('shop_id', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('term_id', 'integer', (column) => column.notNull())
    .addColumn('term', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('analytics_terms_pk', ['shop_id', 'kind', 'term_id'])
    .addUniqueConstraint('analytics_terms_term', ['shop_id', 'kind', 'term'])
    .execute();
  await db.schema
    .createTable('analytics_term_counters')
    .addColumn('shop_id', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('next_id', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('analytics_term_counters_pk', ['shop_id', 'kind'])
    .execute();
  await db.schema
    .createTable('analytics_rank_blocks')
    .addColumn('shop_id', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('span', 'integer', (column) => column.notNull())
    .addColumn('start_day', 'integer', (column) => column.notNull())
    .addColumn('device', 'text', (column) => column.notNull())
    .addColumn('ids', sql.raw(binary), (column) => column.notNull())
    .addColumn('counts', sql.raw(binary), (column) => column.notNull())
    .addPrimaryKeyConstraint('analytics_rank_blocks_pk', [
      'shop_id',
      'kind',
      'span',
      'start_day',
      'device',
    ])
    .execute();
  await db.schema.dropIndex('analytics_query_days_ranking').execute();
  await db.schema.dropIndex('analytics_product_days_ranking').execute();
  await db.schema.dropTable('analytics_product_days').execute();
  const now = Date.now();
  // `where true`: SQLite needs it to tell an upsert's ON CONFLICT from a join after a SELECT.
  await sql`insert into analytics_dirty_days (shop_id, day, marked_at)
    select distinct shop_id, day, cast(${now} as bigint) from analytics_days where true
    on conflict (shop_id, day) do nothing`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analytics_product_days')
    .addColumn('shop_id', 'text', (column) => column.notNull())
    .addColumn('day', 'integer', (column) => column.notNull())
    .addColumn('device', 'text', (column) => column.notNull())
    .addColumn('object_id', 'text', (column) => column.notNull())
    .addColumn('impressions', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('position_sum', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('clicks', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('add_to_carts', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('purchases', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('conversions', 'bigint', (column) => column.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('analytics_product_days_pk', ['shop_id', 'day', 'device', 'object_id'])
    .execute();
  await db.schema
    .createIndex('analytics_product_days_ranking')
    .on('analytics_product_days')
    .columns(['shop_id', 'day', 'device', 'object_id', 'impressions', 'clicks', 'conversions'])
    .execute();
  await db.schema
    .createIndex('analytics_query_days_ranking')
    .on('analytics_query_days')
    .columns([
      'shop_id',
      'day',
      'device',
      'query',
      'intents',
      'no_result_intents',
      'intents_with_clicks',
      'conversions',
    ])
    .execute();
  await db.schema.dropTable('analytics_rank_blocks').execute();
  await db.schema.dropTable('analytics_term_counters').execute();
  await db.schema.dropTable('analytics_terms').execute();
  // The product rows come back at the next rollup of each day.
  const now = Date.now();
  await sql`insert into analytics_dirty_days (shop_id, day, marked_at)
    select distinct shop_id, day, cast(${now} as bigint) from analytics_days where true
    on conflict (shop_id, day) do nothing`.execute(db);
}
