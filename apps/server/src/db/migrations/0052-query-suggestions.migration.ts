import type { Kysely } from 'kysely';

/**
 * A shop's query suggestions (docs/product/analytics.md#query-suggestions): the daily build's
 * output, replaced whole by each build, and when the shop was last built so the daily scheduler
 * knows what is due. Both go with their shop.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('query_suggestions')
    .addColumn('shop_id', 'text', (column) =>
      column.notNull().references('shops.id').onDelete('cascade'),
    )
    .addColumn('query', 'text', (column) => column.notNull())
    .addColumn('popularity', 'bigint', (column) => column.notNull())
    .addColumn('nb_hits', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('query_suggestions_pk', ['shop_id', 'query'])
    .execute();
  await db.schema
    .createTable('query_suggestion_builds')
    .addColumn('shop_id', 'text', (column) =>
      column.primaryKey().references('shops.id').onDelete('cascade'),
    )
    .addColumn('built_at', 'bigint', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('query_suggestion_builds').execute();
  await db.schema.dropTable('query_suggestions').execute();
}
