import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import type { Database } from '../database.schema';
import { migrateToLatest, migratorFor } from '../migrate';

async function migrateTo(db: Kysely<Database>, name: string): Promise<void> {
  const migrator = await migratorFor(db);
  const { error } = await migrator.migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(JSON.stringify(error));
}

describe.each(testDialects())('splitting the shops row on %s', (dialect) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.dispose();
    database = undefined;
  });

  it('moves configuration and runtime state out, keeping the stored configuration as revision 1', async () => {
    database = await openTestDatabase(dialect, { migrate: false });
    const { db } = database;
    await migrateTo(db, '0008-catalogue-version');
    await sql`insert into customers (id, email, api_key, activation_key_hash, created_at)
      values ('c1', 'a@b.it', 'k', 'h', 1)`.execute(db);
    await sql`insert into shops (id, customer_id, key, url, cms_type, language_iso, created_at,
        setup, fine_tuning, facet_labels, skus, is_indexing, last_sync_start_time,
        last_index_start_time, catalogue_version)
      values ('s1', 'c1', 'key1', 'https://x', 'custom-integration', 'it', 5,
        '{"broken":true}', '{"weights":{}}', '{"color":"Colore"}', 12, 1, 7, 8, 3),
        ('s2', 'c1', 'key2', 'https://y', 'custom-integration', 'it', 6,
        null, null, null, 0, 0, null, null, 0)`.execute(db);
    await migrateToLatest(db);

    expect(await db.selectFrom('shop_runtime').selectAll().orderBy('shop_id').execute()).toEqual([
      {
        shop_id: 's1',
        is_indexing: 1,
        skus: 12,
        last_sync_start_time: 7,
        last_index_start_time: 8,
        last_index_end_time: null,
        catalogue_version: 3,
      },
      expect.objectContaining({ shop_id: 's2', skus: 0, catalogue_version: 0 }),
    ]);
    // Texts move as they were, even one that no longer decodes: reading reports it, never drops it.
    expect(await db.selectFrom('shop_configurations').selectAll().execute()).toEqual([
      expect.objectContaining({
        shop_id: 's1',
        setup: '{"broken":true}',
        fine_tuning: '{"weights":{}}',
        facet_labels: '{"color":"Colore"}',
        revision: 1,
      }),
    ]);
    const [revision] = await db.selectFrom('shop_configuration_revisions').selectAll().execute();
    expect(revision).toMatchObject({ shop_id: 's1', revision: 1, created_at: 5 });
    expect(JSON.parse(revision?.configuration ?? '')).toMatchObject({ setup: '{"broken":true}' });
    const columns = (await db.introspection.getTables())
      .find((table) => table.name === 'shops')
      ?.columns.map((column) => column.name);
    expect(columns).not.toContain('setup');
    expect(columns).not.toContain('skus');
    expect(columns).not.toContain('is_synchronizing');
  });
});
