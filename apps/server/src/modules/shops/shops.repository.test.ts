import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount, shopRow } from '../../../test/account-rows';
import { insertRollups } from '../../../test/analytics-rollups';
import { eventRow } from '../../../test/event-rows';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import { ProductsRepository } from '../catalogue/index';
import { ConfigurationRepository } from '../configuration/index';
import { EventsRepository } from '../events/index';
import { SHOP_ROWS_WITHOUT_FOREIGN_KEY, ShopsRepository } from './shops.repository';

describe.each(testDialects())('shop storage on %s', (dialect) => {
  let database: TestDatabase;
  let shops: ShopsRepository;

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    shops = new ShopsRepository(database.db);
    await insertAccount(database.db, 'anna');
    await insertAccount(database.db, 'marco');
    await shops.insert(shopRow('s1', 'c-anna'));
    await shops.insert(shopRow('s2', 'c-marco'));
  });
  afterEach(() => database.dispose());

  it("lists and finds a customer's shops only", async () => {
    expect((await shops.listByCustomer('c-anna')).map((row) => row.id)).toEqual(['s1']);
    expect(await shops.findOwnedByKey('c-anna', 'key-s1')).toMatchObject({ id: 's1' });
    expect(await shops.findOwnedByKey('c-anna', 'key-s2')).toBeUndefined();
    expect(await shops.findOwned('c-anna', 's2')).toBeUndefined();
  });

  it('finds a shop by its public key alone, with what the layer needs of it', async () => {
    await shops.setActive('c-anna', 's1', true);
    expect(await shops.findPublicByKey('key-s1')).toEqual({
      id: 's1',
      key: 'key-s1',
      customer_id: 'c-anna',
      is_active: 1,
      language_iso: 'it',
    });
    expect(await shops.findPublicByKey('key-nope')).toBeUndefined();
  });

  it('toggles publishing and changes platform data only on the owner’s shop', async () => {
    await shops.setActive('c-anna', 's1', true);
    await shops.setActive('c-anna', 's2', true);
    await shops.update('c-anna', 's1', { sector: 'Fashion', cms_version: '2.4' });
    expect(await shops.findById('s1')).toMatchObject({
      is_active: 1,
      sector: 'Fashion',
      cms_version: '2.4',
    });
    expect(await shops.findById('s2')).toMatchObject({ is_active: 0 });
  });

  it('removes configuration, runtime state and products with the shop', async () => {
    const columns = {
      setup: '{}',
      fine_tuning: null,
      layout: null,
      seo_translations: null,
      facet_labels: '{}',
    };
    const record = {
      origin: 'save',
      sections: '[]',
      restored_from: null,
      author: null,
      changes: '[]',
      change_count: 0,
    };
    await new ConfigurationRepository(database.db).save('s1', 0, columns, record, 1);
    await new ProductsRepository(database.db).applyBatch('s1', [{ id: 'p', data: '{}' }], [], 1);
    expect(await shops.delete('c-marco', 's1')).toBe(false);
    expect(await shops.delete('c-anna', 's1')).toBe(true);
    expect(await shops.findById('s1')).toBeUndefined();
    for (const table of [
      'products',
      'shop_configurations',
      'shop_configuration_revisions',
      'shop_runtime',
    ] as const) {
      expect(await database.db.selectFrom(table).select('shop_id').execute()).toEqual([]);
    }
  });

  it("deletes the shop's statistics and change log with it, and no other shop's", async () => {
    const day = 20_000;
    await new EventsRepository(database.db).insertMany(
      ['s1', 's2'].map((shop_id) => eventRow({ shop_id, occurred_at: day * 86_400_000 })),
    );
    for (const shop_id of ['s1', 's2']) {
      await insertRollups(database.db, 'analytics_days', [{ shop_id, day, searches: 2 }]);
      await insertRollups(database.db, 'analytics_query_days', [
        { shop_id, day, query: 'sofa', intents: 2 },
      ]);
      await database.db
        .insertInto('index_changes')
        .values({ shop_id, version: 2, kind: 'delta', upserts: '[]', deletes: '[]', created_at: 1 })
        .execute();
    }
    const rowsOf = async (shopId: string) => {
      const counts: Record<string, number> = {};
      for (const table of SHOP_ROWS_WITHOUT_FOREIGN_KEY) {
        const rows = await database.db
          .selectFrom(table)
          .select('shop_id')
          .where('shop_id', '=', shopId)
          .execute();
        if (rows.length > 0) counts[table] = rows.length;
      }
      return counts;
    };
    const seeded = await rowsOf('s1');
    // The seeding reached the event log, a dirty day, two rollups, the rank blocks and the log.
    expect(Object.keys(seeded)).toEqual(
      expect.arrayContaining([
        'events',
        'analytics_dirty_days',
        'analytics_days',
        'analytics_query_days',
        'analytics_terms',
        'analytics_rank_blocks',
        'index_changes',
      ]),
    );
    expect(await shops.delete('c-marco', 's1')).toBe(false);
    expect(await rowsOf('s1')).toEqual(seeded);
    expect(await shops.delete('c-anna', 's1')).toBe(true);
    expect(await rowsOf('s1')).toEqual({});
    expect(await rowsOf('s2')).toEqual(seeded);
  });

  it('knows every table that keeps a shop id without a foreign key', async () => {
    const query =
      dialect === 'postgres'
        ? sql<{ name: string }>`select c.table_name as name from information_schema.columns c
            where c.column_name = 'shop_id' and c.table_schema = current_schema()
              and not exists (
                select 1 from information_schema.key_column_usage k
                join information_schema.table_constraints t
                  on t.constraint_name = k.constraint_name and t.table_schema = k.table_schema
                where t.constraint_type = 'FOREIGN KEY' and k.table_schema = c.table_schema
                  and k.table_name = c.table_name and k.column_name = 'shop_id')`
        : sql<{ name: string }>`select m.name from sqlite_master m
            where m.type = 'table'
              and exists (select 1 from pragma_table_info(m.name) i where i.name = 'shop_id')
              and not exists (
                select 1 from pragma_foreign_key_list(m.name) f where f."from" = 'shop_id')`;
    const { rows } = await query.execute(database.db);
    expect(rows.map((row) => row.name).sort()).toEqual([...SHOP_ROWS_WITHOUT_FOREIGN_KEY].sort());
  });
});
