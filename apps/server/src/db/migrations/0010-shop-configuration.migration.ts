import type { Kysely } from 'kysely';

/** The configuration columns moved out of `shops`, in the order `shop_configurations` keeps them. */
const CONFIGURATION_COLUMNS = [
  'setup',
  'fine_tuning',
  'layout',
  'seo_translations',
  'facet_labels',
] as const;

/** Runtime columns moved to `shop_runtime`; `is_synchronizing` and `requests` go (derived now). */
const RUNTIME_COLUMNS = [
  'is_indexing',
  'skus',
  'last_sync_start_time',
  'last_index_start_time',
  'last_index_end_time',
  'catalogue_version',
] as const;

const DROPPED_COLUMNS = [
  ...CONFIGURATION_COLUMNS,
  ...RUNTIME_COLUMNS,
  'is_synchronizing',
  'requests',
] as const;

type Row = Record<string, unknown>;

/**
 * Splits the `shops` row (docs/architecture.md, "Shops, configuration and runtime state"): identity
 * and platform data stay in `shops`; what the owner configures moves to `shop_configurations`, kept
 * with every save's revision in `shop_configuration_revisions`; what the server's work changes
 * (indexing, SKUs, lifecycle timestamps, catalogue version) moves to `shop_runtime`. Syncing is
 * derived from `shop.sync` jobs and monthly requests from `shop_request_counts`, so those two
 * columns go. A shop with a stored configuration gets it as revision 1, so a rollback can always
 * return to the state the upgrade found.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shop_configurations')
    .addColumn('shop_id', 'text', (column) =>
      column.primaryKey().references('shops.id').onDelete('cascade'),
    )
    .addColumn('setup', 'text')
    .addColumn('fine_tuning', 'text')
    .addColumn('layout', 'text')
    .addColumn('seo_translations', 'text')
    .addColumn('facet_labels', 'text')
    .addColumn('revision', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('shop_configuration_revisions')
    .addColumn('shop_id', 'text', (column) =>
      column.notNull().references('shops.id').onDelete('cascade'),
    )
    .addColumn('revision', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('origin', 'text', (column) => column.notNull())
    .addColumn('sections', 'text', (column) => column.notNull())
    .addColumn('restored_from', 'integer')
    .addColumn('author', 'text')
    .addColumn('changes', 'text', (column) => column.notNull())
    .addColumn('change_count', 'integer', (column) => column.notNull())
    .addColumn('configuration', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('shop_configuration_revisions_pk', ['shop_id', 'revision'])
    .execute();
  await db.schema
    .createTable('shop_runtime')
    .addColumn('shop_id', 'text', (column) =>
      column.primaryKey().references('shops.id').onDelete('cascade'),
    )
    .addColumn('is_indexing', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('skus', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('last_sync_start_time', 'bigint')
    .addColumn('last_index_start_time', 'bigint')
    .addColumn('last_index_end_time', 'bigint')
    .addColumn('catalogue_version', 'bigint', (column) => column.notNull().defaultTo(0))
    .execute();

  const shops = (await db
    .selectFrom('shops' as never)
    .selectAll()
    .execute()) as Row[];
  for (const shop of shops) await moveShop(db, shop);
  for (const column of DROPPED_COLUMNS) {
    await db.schema.alterTable('shops').dropColumn(column).execute();
  }
  // The demo's private way to a feed file is gone: its catalogue comes through the push API.
  await db.schema.alterTable('shop_feeds').dropColumn('internal_file').execute();
}

async function moveShop(db: Kysely<unknown>, shop: Row): Promise<void> {
  const shopId = shop.id as string;
  const createdAt = Number(shop.created_at);
  await db
    .insertInto('shop_runtime' as never)
    .values({ shop_id: shopId, ...pick(shop, RUNTIME_COLUMNS) })
    .execute();
  const stored = pick(shop, CONFIGURATION_COLUMNS);
  const present = CONFIGURATION_COLUMNS.filter((column) => stored[column] !== null);
  if (present.length === 0) return;
  await db
    .insertInto('shop_configurations' as never)
    .values({ shop_id: shopId, ...stored, revision: 1, updated_at: createdAt })
    .execute();
  const configuration = Object.fromEntries(
    CONFIGURATION_COLUMNS.map((column) => [column, stored[column]]),
  );
  await db
    .insertInto('shop_configuration_revisions' as never)
    .values({
      shop_id: shopId,
      revision: 1,
      created_at: createdAt,
      origin: 'save',
      sections: '[]',
      restored_from: null,
      author: null,
      changes: '[]',
      change_count: 0,
      // Snapshots keep each column's text, decoded when used exactly like the live row.
      configuration: JSON.stringify(configuration),
    })
    .execute();
}

function pick(row: Row, columns: readonly string[]): Row {
  return Object.fromEntries(columns.map((column) => [column, row[column] ?? null]));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('shop_feeds').addColumn('internal_file', 'text').execute();
  await db.schema
    .alterTable('shops')
    .addColumn('is_synchronizing', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('shops')
    .addColumn('requests', 'bigint', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('shops')
    .addColumn('is_indexing', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('shops')
    .addColumn('skus', 'bigint', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('shops')
    .addColumn('catalogue_version', 'bigint', (column) => column.notNull().defaultTo(0))
    .execute();
  for (const column of [
    'last_sync_start_time',
    'last_index_start_time',
    'last_index_end_time',
  ] as const) {
    await db.schema.alterTable('shops').addColumn(column, 'bigint').execute();
  }
  for (const column of CONFIGURATION_COLUMNS) {
    await db.schema.alterTable('shops').addColumn(column, 'text').execute();
  }
  const runtime = (await db
    .selectFrom('shop_runtime' as never)
    .selectAll()
    .execute()) as Row[];
  for (const row of runtime) {
    await db
      .updateTable('shops' as never)
      .set(pick(row, RUNTIME_COLUMNS) as never)
      .where('id' as never, '=', row.shop_id as never)
      .execute();
  }
  const configurations = (await db
    .selectFrom('shop_configurations' as never)
    .selectAll()
    .execute()) as Row[];
  for (const row of configurations) {
    await db
      .updateTable('shops' as never)
      .set(pick(row, CONFIGURATION_COLUMNS) as never)
      .where('id' as never, '=', row.shop_id as never)
      .execute();
  }
  await db.schema.dropTable('shop_runtime').execute();
  await db.schema.dropTable('shop_configuration_revisions').execute();
  await db.schema.dropTable('shop_configurations').execute();
}
