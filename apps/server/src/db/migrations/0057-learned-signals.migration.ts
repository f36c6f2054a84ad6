import type { Kysely } from 'kysely';

/**
 * A shop's learned signals (docs/product/learning.md): the last build of clicks, carts and
 * purchases into ranking signals, one row a shop, replaced whole by each build. `version` grows
 * with each build so every process applies a build once; `built_at` (epoch milliseconds) keeps
 * rebuilds to one an hour; `payload` is the build as JSON text. The row goes with its shop.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('learned_signals')
    .addColumn('shop_id', 'text', (column) =>
      column.primaryKey().references('shops.id').onDelete('cascade'),
    )
    .addColumn('version', 'integer', (column) => column.notNull())
    .addColumn('built_at', 'bigint', (column) => column.notNull())
    .addColumn('payload', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('learned_signals').execute();
}
