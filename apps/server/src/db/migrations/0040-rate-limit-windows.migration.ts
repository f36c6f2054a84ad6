import type { Kysely } from 'kysely';

/**
 * Rate-limit counters shared by every server process on one database (docs/architecture.md#processes):
 * one row a key and fixed window, raised by an atomic upsert-increment, so two processes counting
 * the same address never lose a hit. `key` is a hash of what is counted (an IP, an e-mail address),
 * never the value. Rows of ended windows are swept; `expires_at` is indexed for it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_windows')
    .addColumn('key', 'text', (column) => column.notNull())
    .addColumn('window_start', 'bigint', (column) => column.notNull())
    .addColumn('count', 'bigint', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('rate_limit_windows_pk', ['key', 'window_start'])
    .execute();
  await db.schema
    .createIndex('rate_limit_windows_expires_at')
    .on('rate_limit_windows')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_windows').execute();
}
