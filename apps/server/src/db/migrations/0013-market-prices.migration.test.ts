import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import type { Database } from '../database.schema';
import { migrateToEmpty, migrateToLatest, migratorFor } from '../migrate';

async function migrateTo(db: Kysely<Database>, name: string): Promise<void> {
  const migrator = await migratorFor(db);
  const { error } = await migrator.migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(JSON.stringify(error));
}

describe.each(testDialects())('market prices migration on %s', (dialect) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.dispose();
    database = undefined;
  });

  it('fills the normalised GTIN of the products already stored, and only valid ones', async () => {
    database = await openTestDatabase(dialect, { migrate: false });
    const { db } = database;
    await migrateTo(db, '0012-analytics-rollups');
    await sql`insert into customers (id, email, api_key, activation_key_hash, created_at)
      values ('c1', 'a@b.it', 'k', 'h', 1)`.execute(db);
    await sql`insert into shops (id, customer_id, key, url, cms_type, language_iso, created_at)
      values ('s1', 'c1', 'key1', 'https://x', 'custom-integration', 'it', 5)`.execute(db);
    await sql`insert into products (shop_id, product_id, data, updated_at) values
      ('s1', 'ean13', '{"id":"ean13","title":"A","gtin":"4006381333931"}', 1),
      ('s1', 'bad-check', '{"id":"bad-check","title":"B","gtin":"4006381333932"}', 1),
      ('s1', 'none', '{"id":"none","title":"C"}', 1),
      ('s1', 'broken', 'not json', 1)`.execute(db);
    await migrateToLatest(db);

    const rows = await db
      .selectFrom('products')
      .select(['product_id', 'gtin'])
      .orderBy('product_id')
      .execute();
    expect(rows).toEqual([
      { product_id: 'bad-check', gtin: null },
      { product_id: 'broken', gtin: null },
      { product_id: 'ean13', gtin: '04006381333931' },
      { product_id: 'none', gtin: null },
    ]);
  });

  it('rolls back to no market price tables', async () => {
    database = await openTestDatabase(dialect);
    const tables = ['competitor_prices', 'competitor_feeds', 'market_price_sharing'];
    for (const table of tables) await sql`select 1 from ${sql.table(table)}`.execute(database.db);
    await migrateToEmpty(database.db);
    // Read through the connection's own schema: introspection would list other schemas' tables.
    for (const table of tables) {
      await expect(sql`select 1 from ${sql.table(table)}`.execute(database.db)).rejects.toThrow();
    }
  });
});
