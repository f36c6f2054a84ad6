import type { Kysely } from 'kysely';

/**
 * The recent catalogue changes of each shop, by catalogue version, as the processes sharing one
 * PostgreSQL database tell each other about them (docs/architecture.md, "Several processes"). A
 * process that missed a notification, or got one too large to carry its delta, reads the delta
 * here; `kind` 'full' marks a replaced catalogue (a feed sync), which is rebuilt. Rows are pruned
 * after a few minutes: a process further behind reloads its index. SQLite (one process) never
 * writes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('index_changes')
    .addColumn('shop_id', 'text', (column) => column.notNull())
    .addColumn('version', 'bigint', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('upserts', 'text', (column) => column.notNull())
    .addColumn('deletes', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('index_changes_pk', ['shop_id', 'version'])
    .execute();
  await db.schema
    .createIndex('index_changes_created_at')
    .on('index_changes')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('index_changes').execute();
}
