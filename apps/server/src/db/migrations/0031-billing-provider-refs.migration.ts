import type { Kysely } from 'kysely';

/**
 * What a payment provider's objects are called at the provider (docs/adr/0005-billing-ledger.md):
 * one row per (provider, kind, key), such as the Stripe customer of a customer or the Stripe
 * invoice collecting a ledger invoice. References only: the ledger stays the source of truth. A
 * row is written once and never changed, so a retried call finds the object it made before
 * instead of making another; the unique `ref` lets an event name its customer or invoice back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('billing_provider_refs')
    .addColumn('provider', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('key', 'text', (column) => column.notNull())
    .addColumn('ref', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('billing_provider_refs_pk', ['provider', 'kind', 'key'])
    .addUniqueConstraint('billing_provider_refs_ref', ['provider', 'kind', 'ref'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('billing_provider_refs').execute();
}
