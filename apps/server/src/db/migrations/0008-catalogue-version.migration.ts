import type { Kysely } from 'kysely';

/**
 * `shops.catalogue_version` grows by one in every transaction that changes the shop's products (a
 * push batch, a feed sync's swap). A stored index records the version it was built from, so a
 * restart can tell it is still current without reading the products; a timestamp or a count could
 * not, since deletes, equal-second batches and clock changes leave them unchanged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('shops')
    .addColumn('catalogue_version', 'bigint', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('shops').dropColumn('catalogue_version').execute();
}
