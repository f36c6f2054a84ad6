import type { Kysely } from 'kysely';

/**
 * Storeden app installs waiting for their owner (docs/deploy.md, "Storeden app"): Storeden's
 * install POST names no Trova customer, so the checked key pair is held under a random claim
 * token until a signed-in owner claims it (once) or it expires (thirty minutes).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('storeden_installs')
    .addColumn('claim', 'text', (column) => column.primaryKey())
    .addColumn('instance', 'text', (column) => column.notNull())
    .addColumn('api_key', 'text', (column) => column.notNull())
    .addColumn('exchange', 'text', (column) => column.notNull())
    .addColumn('store_name', 'text')
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('storeden_installs_expires_at')
    .on('storeden_installs')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('storeden_installs').execute();
}
