import type { Kysely } from 'kysely';

/**
 * Why a feed shop's latest sync failed for good, kept with its feed settings rather than read from
 * the job history, which is pruned: the console shows it until a sync succeeds
 * (docs/product/onboarding.md#a-failed-sync). JSON `{ code, message, at }` or null.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('shop_feeds').addColumn('last_error', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('shop_feeds').dropColumn('last_error').execute();
}
