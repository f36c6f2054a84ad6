import type { Kysely } from 'kysely';

/**
 * Covering indexes for the queries page's highlights (docs/product/analytics.md#queries), found
 * with `npm run bench:analytics` (docs/adr/0004-analytics-store.md). The highlights group one
 * shop's query and product rollups over the range by query or product. Through the primary key
 * `(shop_id, day, device, key)` SQLite reads the range in the key and then looks every row up in
 * the table; these indexes carry the counts the rankings read, so the range is read from the
 * index alone. They keep the primary key's order (day first) so a read still touches only the
 * requested days: an index led by the key would group without sorting and is faster over 90
 * days, but would read the shop's whole history (13 months) for a 7-day range.
 */
const INDEXES = [
  {
    name: 'analytics_product_days_ranking',
    table: 'analytics_product_days',
    columns: ['shop_id', 'day', 'device', 'object_id', 'impressions', 'clicks', 'conversions'],
  },
  {
    name: 'analytics_query_days_ranking',
    table: 'analytics_query_days',
    columns: [
      'shop_id',
      'day',
      'device',
      'query',
      'intents',
      'no_result_intents',
      'intents_with_clicks',
      'conversions',
    ],
  },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { name, table, columns } of INDEXES) {
    await db.schema
      .createIndex(name)
      .on(table)
      .columns([...columns])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name } of [...INDEXES].reverse()) await db.schema.dropIndex(name).execute();
}
