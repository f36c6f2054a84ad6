import type { CreateTableBuilder, Kysely } from 'kysely';

/**
 * Daily rollups of the event log (docs/product/analytics.md#rollups): one row per shop, UTC day
 * (days since the epoch), device and key. Only human events are rolled up; the raw log keeps the
 * flagged ones for audit. A day is rebuilt whole from the raw log (delete + insert in one
 * transaction), so a rollup never double counts and late events only mark their day dirty again.
 */
const ROLLUPS: Record<string, { key: readonly string[]; counts: readonly string[] }> = {
  analytics_days: {
    key: [],
    counts: [
      'visitors',
      'searching_visitors',
      'searches',
      'intents',
      'intents_with_results',
      'intents_with_clicks',
      'intents_with_conversions',
      'clicks',
      'add_to_carts',
      'purchases',
      'conversions',
      'revenue_cents',
      'flagged_searches',
    ],
  },
  analytics_query_days: {
    key: ['query'],
    counts: [
      'searches',
      'intents',
      'no_result_intents',
      'intents_with_clicks',
      'clicks',
      'conversions',
    ],
  },
  analytics_product_days: {
    key: ['object_id'],
    counts: ['impressions', 'position_sum', 'clicks', 'add_to_carts', 'purchases', 'conversions'],
  },
  analytics_query_product_days: {
    key: ['query', 'object_id', 'filtered'],
    counts: ['impressions', 'position_sum', 'clicks', 'conversions'],
  },
  analytics_position_days: {
    key: ['object_id', 'position'],
    counts: ['impressions', 'clicks', 'conversions'],
  },
  analytics_filter_days: {
    key: ['facet', 'value'],
    counts: ['searches', 'searches_with_clicks'],
  },
  analytics_sort_days: {
    key: ['sort'],
    counts: ['searches', 'searches_with_clicks'],
  },
};

const INTEGER_KEYS = new Set(['filtered', 'position']);

type TableBuilder = CreateTableBuilder<string, string>;

function withColumns(
  table: TableBuilder,
  key: readonly string[],
  counts: readonly string[],
): TableBuilder {
  let builder = table
    .addColumn('shop_id', 'text', (column) => column.notNull())
    .addColumn('day', 'integer', (column) => column.notNull())
    .addColumn('device', 'text', (column) => column.notNull());
  for (const name of key) {
    builder = builder.addColumn(name, INTEGER_KEYS.has(name) ? 'integer' : 'text', (column) =>
      column.notNull(),
    );
  }
  for (const name of counts) {
    builder = builder.addColumn(name, 'bigint', (column) => column.notNull().defaultTo(0));
  }
  return builder;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // What the search route now records with each search: the applied filters as a JSON array of
  // `facet:value` strings, the sort key, and (in `object_ids`) the first 12 products shown.
  await db.schema.alterTable('events').addColumn('filters', 'text').execute();
  await db.schema.alterTable('events').addColumn('sort', 'text').execute();
  // Days whose raw events changed since their rollup: the writer marks, the rollup job clears.
  await db.schema
    .createTable('analytics_dirty_days')
    .addColumn('shop_id', 'text', (column) => column.notNull())
    .addColumn('day', 'integer', (column) => column.notNull())
    .addColumn('marked_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('analytics_dirty_days_pk', ['shop_id', 'day'])
    .execute();
  for (const [name, { key, counts }] of Object.entries(ROLLUPS)) {
    await withColumns(db.schema.createTable(name), key, counts)
      .addPrimaryKeyConstraint(`${name}_pk`, ['shop_id', 'day', 'device', ...key])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of Object.keys(ROLLUPS).reverse()) await db.schema.dropTable(name).execute();
  await db.schema.dropTable('analytics_dirty_days').execute();
  await db.schema.alterTable('events').dropColumn('sort').execute();
  await db.schema.alterTable('events').dropColumn('filters').execute();
}
