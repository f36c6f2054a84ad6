import type { Kysely } from 'kysely';

/**
 * Billing (docs/product/billing.md, docs/adr/0005-billing-ledger.md). Amounts are integer euro
 * cents, times epoch seconds.
 *
 * - `billing_subscriptions`: one row a customer who ever chose a plan (none: the trial, which runs
 *   from `customers.created_at`). `version` moves with every write; a write names the version it
 *   read, so two processes never both apply a change.
 * - `billing_invoices` with their `billing_invoice_lines`: the ledger. Numbers are gap-free per
 *   year, taken from `billing_invoice_numbers` in the invoice's own transaction; `idempotency_key`
 *   is unique, so the same charge (a renewal, an overage block) is never invoiced twice. Invoices
 *   outlive nothing they name: no cascade from customers, since invoices must be kept.
 * - `billing_invoice_documents`: each invoice's PDF (base64, the same text on both dialects) and
 *   the SHA-256 of its bytes, written once with the invoice and never updated.
 * - `billing_payment_events`: the inbox of payment events, keyed by the provider's event id, so a
 *   replayed event is recognised and applied once.
 * - `billing_overage_blocks`: the extra blocks of queries activated in a UTC month, at most one row
 *   per (customer, month, block number).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('billing_subscriptions')
    .addColumn('customer_id', 'text', (column) =>
      column.primaryKey().references('customers.id').onDelete('cascade'),
    )
    .addColumn('plan_key', 'text', (column) => column.notNull())
    .addColumn('is_monthly', 'integer', (column) => column.notNull())
    .addColumn('subscribed_at', 'bigint')
    .addColumn('period_start', 'bigint')
    .addColumn('period_end', 'bigint')
    .addColumn('period_cents', 'bigint')
    .addColumn('anchor_at', 'bigint')
    .addColumn('cancel_at_period_end', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('pending_plan_key', 'text')
    .addColumn('pending_is_monthly', 'integer')
    .addColumn('pending_invoice_id', 'text')
    .addColumn('requests_limit', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('agreed_monthly_cents', 'bigint')
    .addColumn('provider_ref', 'text')
    .addColumn('version', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('billing_invoice_numbers')
    .addColumn('year', 'integer', (column) => column.primaryKey())
    .addColumn('last_sequence', 'integer', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('billing_invoices')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('customer_id', 'text', (column) => column.notNull().references('customers.id'))
    .addColumn('number', 'text', (column) => column.notNull().unique())
    .addColumn('year', 'integer', (column) => column.notNull())
    .addColumn('sequence', 'integer', (column) => column.notNull())
    .addColumn('idempotency_key', 'text', (column) => column.notNull().unique())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('issued_at', 'bigint', (column) => column.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('failed_at', 'bigint')
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('subtotal_cents', 'bigint', (column) => column.notNull())
    .addColumn('vat_rate_bp', 'integer', (column) => column.notNull())
    .addColumn('vat_cents', 'bigint', (column) => column.notNull())
    .addColumn('total_cents', 'bigint', (column) => column.notNull())
    .addColumn('vat_note', 'text', (column) => column.notNull())
    .addColumn('seller', 'text', (column) => column.notNull())
    .addColumn('buyer', 'text', (column) => column.notNull())
    .addColumn('plan_key', 'text')
    .addColumn('is_monthly', 'integer')
    .addColumn('period_start', 'bigint')
    .addColumn('period_end', 'bigint')
    .addUniqueConstraint('billing_invoices_year_sequence', ['year', 'sequence'])
    .execute();
  await db.schema
    .createIndex('billing_invoices_customer')
    .on('billing_invoices')
    .columns(['customer_id', 'issued_at'])
    .execute();
  await db.schema
    .createIndex('billing_invoices_status')
    .on('billing_invoices')
    .columns(['status', 'issued_at'])
    .execute();

  await db.schema
    .createTable('billing_invoice_lines')
    .addColumn('invoice_id', 'text', (column) =>
      column.notNull().references('billing_invoices.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('quantity', 'integer', (column) => column.notNull())
    .addColumn('unit_cents', 'bigint', (column) => column.notNull())
    .addColumn('amount_cents', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('billing_invoice_lines_pk', ['invoice_id', 'position'])
    .execute();

  await db.schema
    .createTable('billing_invoice_documents')
    .addColumn('invoice_id', 'text', (column) =>
      column.primaryKey().references('billing_invoices.id'),
    )
    .addColumn('pdf', 'text', (column) => column.notNull())
    .addColumn('sha256', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('billing_payment_events')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('provider', 'text', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('invoice_id', 'text')
    .addColumn('occurred_at', 'bigint', (column) => column.notNull())
    .addColumn('received_at', 'bigint', (column) => column.notNull())
    .addColumn('outcome', 'text', (column) => column.notNull())
    .addColumn('payload', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('billing_overage_blocks')
    .addColumn('customer_id', 'text', (column) =>
      column.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('month', 'text', (column) => column.notNull())
    .addColumn('block', 'integer', (column) => column.notNull())
    .addColumn('plan_key', 'text', (column) => column.notNull())
    .addColumn('queries', 'integer', (column) => column.notNull())
    .addColumn('price_cents', 'bigint', (column) => column.notNull())
    .addColumn('activated_at', 'bigint', (column) => column.notNull())
    .addColumn('invoice_id', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('billing_overage_blocks_pk', ['customer_id', 'month', 'block'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('billing_overage_blocks').execute();
  await db.schema.dropTable('billing_payment_events').execute();
  await db.schema.dropTable('billing_invoice_documents').execute();
  await db.schema.dropTable('billing_invoice_lines').execute();
  await db.schema.dropTable('billing_invoices').execute();
  await db.schema.dropTable('billing_invoice_numbers').execute();
  await db.schema.dropTable('billing_subscriptions').execute();
}
