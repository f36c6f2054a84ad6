import type { Kysely } from 'kysely';

/**
 * Shopify app installs under way (docs/deploy.md, "Shopify app"): the one-time OAuth `state`, the
 * customer it is bound to, the store named and the shop's language, until the callback takes it or
 * it expires (ten minutes). Rows go with their customer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shopify_oauth_states')
    .addColumn('state', 'text', (column) => column.primaryKey())
    .addColumn('customer_id', 'text', (column) =>
      column.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('host', 'text', (column) => column.notNull())
    .addColumn('language_iso', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('shopify_oauth_states_expires_at')
    .on('shopify_oauth_states')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shopify_oauth_states').execute();
}
