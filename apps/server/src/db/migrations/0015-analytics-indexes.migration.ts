import type { Kysely } from 'kysely';

/**
 * Indexes for the analytics detail screens (docs/product/analytics.md#query-detail): one query's
 * days and products, one product's positions. The rollups' primary keys start with
 * `(shop_id, day, device)`, so without these a lookup of one query or product scans every row of
 * the range (all queries, all products); with them it reads only that key's rows. The screens that
 * rank every query or product (highlights, dashboard) scan the range through the primary key.
 */
const INDEXES = [
  { name: 'analytics_query_days_query', table: 'analytics_query_days', key: 'query' },
  {
    name: 'analytics_query_product_days_query',
    table: 'analytics_query_product_days',
    key: 'query',
  },
  { name: 'analytics_position_days_object', table: 'analytics_position_days', key: 'object_id' },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { name, table, key } of INDEXES) {
    await db.schema.createIndex(name).on(table).columns(['shop_id', key, 'day']).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name } of [...INDEXES].reverse()) await db.schema.dropIndex(name).execute();
}
