import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testReads } from '../../../test/analytics-reads';
import { insertProductDays, insertRollups } from '../../../test/analytics-rollups';
import { openTestDatabase, type TestDatabase } from '../../../test/dialects';
import { ANALYTICS_PAGE_SIZE } from '@trova/contracts';
import { dashboardListAnswer } from './analytics-dashboard.service';

const D = 20_000;
const scope = { shopId: 's1', fromDay: D, toDay: D + 1, device: 'all' } as const;

describe('dashboard lists', () => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await openTestDatabase('sqlite');
    await insertRollups(database.db, 'analytics_query_days', [
      { shop_id: 's1', day: D, query: 'tv', intents: 3, no_result_intents: 1 },
      { shop_id: 's1', day: D + 1, query: 'tv', device: 'mobile', intents: 2 },
      { shop_id: 's1', day: D, query: 'xyz', intents: 2, no_result_intents: 2 },
    ]);
    await insertProductDays(database.db, [{ shop_id: 's1', day: D, object_id: 'a', clicks: 4 }]);
  });
  afterEach(() => database.dispose());

  it('counts intents, intents without results and product clicks, both devices', async () => {
    const reads = testReads(database.db, { a: 'Tv 40' });
    expect(await dashboardListAnswer(reads, scope, 'most_searched_queries', 0)).toEqual({
      items: [
        { value: 'tv', count: 5 },
        { value: 'xyz', count: 2 },
      ],
      hasMore: false,
    });
    expect(await dashboardListAnswer(reads, scope, 'no_results_queries', 0)).toEqual({
      items: [
        { value: 'xyz', count: 2 },
        { value: 'tv', count: 1 },
      ],
      hasMore: false,
    });
    expect(await dashboardListAnswer(reads, scope, 'most_clicked_products', 0)).toEqual({
      items: [{ value: 'Tv 40', count: 4 }],
      hasMore: false,
    });
  });

  it('says whether rows follow, so a list ending on a full page ends there', async () => {
    const queries = (shop: string, count: number) =>
      Array.from({ length: count }, (_, index) => ({
        shop_id: shop,
        day: D,
        query: `q${String(index).padStart(2, '0')}`,
        intents: 50 - index,
      }));
    await insertRollups(database.db, 'analytics_query_days', [
      ...queries('s2', ANALYTICS_PAGE_SIZE),
      ...queries('s3', ANALYTICS_PAGE_SIZE + 1),
    ]);
    const reads = testReads(database.db);
    const answer = (shopId: string, page: number) =>
      dashboardListAnswer(reads, { ...scope, shopId }, 'most_searched_queries', page);
    const exact = await answer('s2', 0);
    expect([exact.items.length, exact.hasMore]).toEqual([ANALYTICS_PAGE_SIZE, false]);
    const longer = await answer('s3', 0);
    expect([longer.items.length, longer.hasMore]).toEqual([ANALYTICS_PAGE_SIZE, true]);
    expect(await answer('s3', 1)).toEqual({ items: [{ value: 'q20', count: 30 }], hasMore: false });
  });
});
