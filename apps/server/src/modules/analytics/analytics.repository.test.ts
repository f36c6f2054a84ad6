import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertProductDays, insertRollups } from '../../../test/analytics-rollups';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import type { AnalyticsScope } from './analytics-scope';
import { AnalyticsRepository } from './analytics.repository';

const D = 20_000;
const scope = (changes: Partial<AnalyticsScope> = {}): AnalyticsScope => ({
  shopId: 's1',
  fromDay: D,
  toDay: D + 2,
  device: 'all',
  ...changes,
});
const page = { limit: 10, offset: 0 };

describe.each(testDialects())('analytics rollup reads on %s', (dialect) => {
  let database: TestDatabase;
  let analytics: AnalyticsRepository;

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    analytics = new AnalyticsRepository(database.db);
  });
  afterEach(() => database.dispose());

  it('sums days over devices, keeps days apart and stays within shop and range', async () => {
    await insertRollups(database.db, 'analytics_days', [
      { shop_id: 's1', day: D, intents: 3, clicks: 2, revenue_cents: 1999 },
      { shop_id: 's1', day: D, device: 'mobile', intents: 4, clicks: 1, revenue_cents: 1 },
      { shop_id: 's1', day: D + 2, intents: 5, visitors: 9 },
      { shop_id: 's1', day: D + 3, intents: 100 },
      { shop_id: 's2', day: D, intents: 100 },
    ]);
    const all = await analytics.days(scope());
    expect(all.map((day) => [day.day, day.intents, day.clicks, day.revenueCents])).toEqual([
      [D, 7, 3, 2000],
      [D + 2, 5, 0, 0],
    ]);
    expect(all[1]?.visitors).toBe(9);
    const mobile = await analytics.days(scope({ device: 'mobile' }));
    expect(mobile.map((day) => [day.day, day.intents])).toEqual([[D, 4]]);
  });

  it('ranks queries per list over the range, one page at a time', async () => {
    await insertRollups(database.db, 'analytics_query_days', [
      { shop_id: 's1', day: D, query: 'tv', intents: 5, intents_with_clicks: 5, conversions: 1 },
      { shop_id: 's1', day: D + 1, query: 'tv', intents: 5, intents_with_clicks: 2 },
      { shop_id: 's1', day: D, query: 'radio', intents: 8, no_result_intents: 8 },
      { shop_id: 's1', day: D, query: 'cavo', intents: 6, no_result_intents: 1, conversions: 3 },
      { shop_id: 's2', day: D, query: 'spam', intents: 99, conversions: 99 },
    ]);
    const lists = await analytics.queryLists(
      scope(),
      ['trending', 'converting', 'no_results', 'no_clicks'],
      page,
    );
    expect(lists.trending.map((row) => [row.query, row.intents])).toEqual([
      ['tv', 10],
      ['radio', 8],
      ['cavo', 6],
    ]);
    expect(lists.converting.map((row) => [row.query, row.conversions])).toEqual([
      ['cavo', 3],
      ['tv', 1],
    ]);
    expect(lists.no_results.map((row) => row.query)).toEqual(['radio', 'cavo']);
    // Intents with results but no click: cavo 6 − 1 − 0, tv 10 − 0 − 7; radio had no results.
    expect(lists.no_clicks.map((row) => row.query)).toEqual(['cavo', 'tv']);
    const second = await analytics.queryLists(scope(), ['trending'], { limit: 2, offset: 2 });
    expect(second.trending.map((row) => row.query)).toEqual(['cavo']);
  });

  it('ranks products by clicks, conversions, lowest CTR and lowest conversion rate', async () => {
    await insertProductDays(database.db, [
      { shop_id: 's1', day: D, object_id: 'a', impressions: 10, clicks: 5, conversions: 1 },
      { shop_id: 's1', day: D, object_id: 'b', impressions: 40, clicks: 2, conversions: 2 },
      { shop_id: 's1', day: D, object_id: 'c', impressions: 20, clicks: 0 },
      { shop_id: 's1', day: D, object_id: 'd', impressions: 30, clicks: 0 },
      { shop_id: 's1', day: D + 1, object_id: 'a', device: 'mobile', impressions: 10, clicks: 1 },
    ]);
    const lists = await analytics.productLists(
      scope(),
      ['clicked', 'converting', 'least_clicked', 'least_converting'],
      page,
    );
    expect(lists.clicked.map((row) => [row.objectId, row.clicks])).toEqual([
      ['a', 6],
      ['b', 2],
    ]);
    expect(lists.converting.map((row) => row.objectId)).toEqual(['b', 'a']);
    // CTR 0 % for c and d (d shown more first), then b 5 %, then a 30 %.
    expect(lists.least_clicked.map((row) => row.objectId)).toEqual(['d', 'c', 'b', 'a']);
    // Conversions per click: a 1/6, b 2/2.
    expect(lists.least_converting.map((row) => row.objectId)).toEqual(['a', 'b']);
  });
});
