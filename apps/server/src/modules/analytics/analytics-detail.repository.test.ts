import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertRollups } from '../../../test/analytics-rollups';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import type { AnalyticsScope } from './analytics-scope';
import { AnalyticsDetailRepository } from './analytics-detail.repository';

const D = 20_000;
const scope = (changes: Partial<AnalyticsScope> = {}): AnalyticsScope => ({
  shopId: 's1',
  fromDay: D,
  toDay: D + 6,
  device: 'all',
  ...changes,
});
const page = { limit: 20, offset: 0 };

describe.each(testDialects())('analytics detail reads on %s', (dialect) => {
  let database: TestDatabase;
  let detail: AnalyticsDetailRepository;

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    detail = new AnalyticsDetailRepository(database.db);
    await insertRollups(database.db, 'analytics_filter_days', [
      {
        shop_id: 's1',
        day: D,
        facet: 'color',
        value: 'red',
        searches: 10,
        searches_with_clicks: 1,
      },
      { shop_id: 's1', day: D + 1, facet: 'color', value: 'red', searches: 10 },
      {
        shop_id: 's1',
        day: D,
        facet: 'color',
        value: 'blue',
        searches: 4,
        searches_with_clicks: 4,
      },
      {
        shop_id: 's1',
        day: D,
        facet: 'brand',
        value: 'acme',
        searches: 6,
        searches_with_clicks: 3,
      },
      { shop_id: 's2', day: D, facet: 'color', value: 'red', searches: 99 },
    ]);
  });
  afterEach(() => database.dispose());

  it('ranks filters best and worst by searches and by CTR', async () => {
    const lists = await detail.filterLists(
      scope(),
      { by: 'filter' },
      ['best_searches', 'worst_searches', 'best_ctr', 'worst_ctr'],
      page,
    );
    const keys = (rows: { key: string }[]) => rows.map((row) => row.key);
    expect(lists.best_searches[0]).toEqual({
      key: 'color:red',
      searches: 20,
      searchesWithClicks: 1,
    });
    expect(keys(lists.best_searches)).toEqual(['color:red', 'brand:acme', 'color:blue']);
    expect(keys(lists.worst_searches)).toEqual(['color:blue', 'brand:acme', 'color:red']);
    expect(keys(lists.best_ctr)).toEqual(['color:blue', 'brand:acme', 'color:red']);
    expect(keys(lists.worst_ctr)).toEqual(['color:red', 'brand:acme', 'color:blue']);
  });

  it("gives each ranking only its own page, never rows kept for another ranking's page", async () => {
    // Third page of one row: blue is third best, red third worst; neither belongs to the other.
    const lists = await detail.filterLists(
      scope(),
      { by: 'filter' },
      ['best_searches', 'worst_searches'],
      { limit: 1, offset: 2 },
    );
    const keys = (rows: { key: string }[]) => rows.map((row) => row.key);
    expect(keys(lists.best_searches)).toEqual(['color:blue']);
    expect(keys(lists.worst_searches)).toEqual(['color:red']);
  });

  it('groups by facet or by the values of one facet, paged', async () => {
    const facets = await detail.filterLists(
      scope(),
      { by: 'facet' },
      ['table_searches_desc'],
      page,
    );
    expect(facets.table_searches_desc).toEqual([
      { key: 'color', searches: 24, searchesWithClicks: 5 },
      { key: 'brand', searches: 6, searchesWithClicks: 3 },
    ]);
    const values = await detail.filterLists(
      scope({ toDay: D }),
      { by: 'value', facet: 'color' },
      ['table_ctr_asc'],
      { limit: 1, offset: 1 },
    );
    expect(values.table_ctr_asc.map((row) => row.key)).toEqual(['blue']);
  });

  it('sums sort options', async () => {
    await insertRollups(database.db, 'analytics_sort_days', [
      { shop_id: 's1', day: D, sort: '', searches: 7, searches_with_clicks: 2 },
      { shop_id: 's1', day: D, device: 'mobile', sort: 'price:asc', searches: 9 },
    ]);
    const sorts = await detail.sortLists(scope(), ['table_searches_asc'], page);
    expect(sorts.table_searches_asc).toEqual([
      { key: '', searches: 7, searchesWithClicks: 2 },
      { key: 'price:asc', searches: 9, searchesWithClicks: 0 },
    ]);
  });

  it('reads one query per day and its products by tab and order', async () => {
    await insertRollups(database.db, 'analytics_query_days', [
      { shop_id: 's1', day: D, query: 'tv', intents: 4, intents_with_clicks: 1 },
      { shop_id: 's1', day: D + 3, query: 'tv', intents: 2, intents_with_clicks: 2 },
      { shop_id: 's1', day: D, query: 'radio', intents: 50 },
    ]);
    expect(await detail.queryDays(scope(), 'tv')).toEqual([
      { day: D, intents: 4, intentsWithClicks: 1 },
      { day: D + 3, intents: 2, intentsWithClicks: 2 },
    ]);
    const product = { shop_id: 's1', day: D, query: 'tv' };
    await insertRollups(database.db, 'analytics_query_product_days', [
      { ...product, object_id: 'a', filtered: 0, impressions: 2, position_sum: 6, clicks: 1 },
      { ...product, object_id: 'a', filtered: 1, impressions: 2, position_sum: 2, clicks: 1 },
      { ...product, object_id: 'b', filtered: 0, impressions: 4, position_sum: 4, conversions: 0 },
      { ...product, object_id: 'c', filtered: 1, impressions: 0, clicks: 1 },
    ]);
    const position = { key: 'position', order: 'ASC' } as const;
    const all = await detail.queryProducts(scope(), 'tv', null, position, page);
    expect(all).toEqual([
      { objectId: 'b', impressions: 4, positionSum: 4, clicks: 0, conversions: 0 },
      { objectId: 'a', impressions: 4, positionSum: 8, clicks: 2, conversions: 0 },
    ]);
    const filtered = await detail.queryProducts(scope(), 'tv', 1, position, page);
    expect(filtered.map((row) => row.objectId)).toEqual(['a']);
    const byCtr = await detail.queryProducts(scope(), 'tv', 0, { key: 'ctr', order: 'DESC' }, page);
    expect(byCtr.map((row) => row.objectId)).toEqual(['a', 'b']);
  });

  it('reads one product per position', async () => {
    await insertRollups(database.db, 'analytics_position_days', [
      { shop_id: 's1', day: D, object_id: 'a', position: 3, impressions: 5, clicks: 1 },
      { shop_id: 's1', day: D + 1, object_id: 'a', position: 1, impressions: 2, conversions: 1 },
      { shop_id: 's1', day: D + 1, object_id: 'a', position: 3, impressions: 1 },
      { shop_id: 's1', day: D, object_id: 'b', position: 1, impressions: 9 },
    ]);
    expect(await detail.positions(scope(), 'a')).toEqual([
      { position: 1, impressions: 2, clicks: 0, conversions: 1 },
      { position: 3, impressions: 6, clicks: 1, conversions: 0 },
    ]);
  });
});
