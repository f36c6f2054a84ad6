import type { Kysely } from 'kysely';

/**
 * The billed searches of a customer's deleted shops, per UTC day (docs/product/billing.md#query-tiers):
 * deleting a shop deletes its events and rollups, and metering sums the shops a customer has, so
 * without this record a shop deleted mid-month would take its month's searches out of the count.
 * Kept by customer and day, not by shop: nothing here describes a deleted shop but how much it was
 * searched. Goes with the customer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('billing_retired_usage')
    .addColumn('customer_id', 'text', (column) =>
      column.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('day', 'integer', (column) => column.notNull())
    .addColumn('intents', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('billing_retired_usage_pk', ['customer_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('billing_retired_usage').execute();
}
