import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount, shopRow } from '../../../test/account-rows';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import { ShopsRepository } from '../shops/index';
import { QuerySuggestionsRepository } from './query-suggestions.repository';

const DAY = 20_000;

describe.each(testDialects())('query suggestions storage on %s', (dialect) => {
  let database: TestDatabase;
  let repository: QuerySuggestionsRepository;

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    repository = new QuerySuggestionsRepository(database.db);
    await insertAccount(database.db, 'anna');
    const shops = new ShopsRepository(database.db);
    for (const id of ['s1', 's2', 's3']) await shops.insert(shopRow(id, 'c-anna'));
  });
  afterEach(() => database.dispose());

  const queryDay = (shop: string, day: number, query: string, intents: number, none = 0) => ({
    shop_id: shop,
    day,
    device: 'desktop',
    query,
    intents,
    no_result_intents: none,
  });

  it('sums intents with results over the days and devices, most popular first', async () => {
    await database.db
      .insertInto('analytics_query_days')
      .values([
        queryDay('s1', DAY, 'scarpe', 3),
        { ...queryDay('s1', DAY, 'scarpe', 2), device: 'mobile' },
        queryDay('s1', DAY - 1, 'borsa', 4, 1),
        queryDay('s1', DAY - 1, 'nulla', 2, 2),
        queryDay('s1', DAY - 9, 'vecchia', 9),
        queryDay('s2', DAY, 'altro negozio', 9),
      ])
      .execute();
    expect(await repository.queryCounts('s1', DAY - 5, DAY, 10)).toEqual([
      { query: 'scarpe', popularity: 5 },
      { query: 'borsa', popularity: 3 },
    ]);
    expect(await repository.queryCounts('s1', DAY - 5, DAY, 1)).toEqual([
      { query: 'scarpe', popularity: 5 },
    ]);
  });

  it('replaces a shop’s list whole and records the build, leaving other shops alone', async () => {
    await repository.replace('s2', [{ query: 'altro', popularity: 1, nbHits: 1 }], 50);
    await repository.replace('s1', [{ query: 'vecchia', popularity: 9, nbHits: 9 }], 100);
    const many = Array.from({ length: 600 }, (_, i) => ({
      query: `q${String(i).padStart(3, '0')}`,
      popularity: 600 - i,
      nbHits: i,
    }));
    await repository.replace('s1', many, 200);
    const list = await repository.list('s1');
    expect(list).toHaveLength(600);
    expect(list[0]).toEqual({ query: 'q000', popularity: 600, nbHits: 0 });
    expect(list.some((entry) => entry.query === 'vecchia')).toBe(false);
    expect(await repository.builtAt('s1')).toBe(200);
    expect(await repository.list('s2')).toEqual([{ query: 'altro', popularity: 1, nbHits: 1 }]);
    expect(await repository.builtAt('s3')).toBeUndefined();
  });

  it('lists as due the searched shops not built since, and stale builds', async () => {
    const totals = (shop: string, day: number, withResults: number) => ({
      shop_id: shop,
      day,
      device: 'desktop',
      intents_with_results: withResults,
    });
    await database.db
      .insertInto('analytics_days')
      .values([totals('s1', DAY, 3), totals('s2', DAY, 2), totals('s3', DAY - 40, 5)])
      .execute();
    await repository.replace('s2', [], 1_000);
    await repository.replace('s3', [], 10);
    // s1 searched, never built; s2 built recently; s3 searched long ago but built before.
    expect(await repository.dueShops(DAY - 29, 500, 10)).toEqual(['s1', 's3']);
    expect(await repository.dueShops(DAY - 29, 2_000, 10)).toEqual(['s1', 's2', 's3']);
    expect(await repository.dueShops(DAY - 29, 500, 1)).toEqual(['s1']);
  });

  it('deletes a shop’s suggestions with the shop', async () => {
    await repository.replace('s1', [{ query: 'scarpe', popularity: 3, nbHits: 4 }], 100);
    await database.db.deleteFrom('shops').where('id', '=', 's1').execute();
    expect(await repository.list('s1')).toEqual([]);
    expect(await repository.builtAt('s1')).toBeUndefined();
  });
});
