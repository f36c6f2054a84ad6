import { sql, type Kysely } from 'kysely';

/**
 * At most one running job a shop (docs/product/catalogue.md#sync-schedule), whatever the kinds: one
 * shop cannot hold two of a process's job slots while other shops wait. The claim skips shops
 * that already run a job; this partial unique index turns a race between two processes into a
 * lost claim, as `jobs_running_key` does for concurrency keys. Jobs without a shop are not bound.
 * Today's only shop job, `shop.sync`, already runs once a shop, so no existing row breaks it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('jobs_running_shop')
    .on('jobs')
    .column('shop_id')
    .unique()
    .where(sql.ref('status'), '=', 'running')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('jobs_running_shop').execute();
}
