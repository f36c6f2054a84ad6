import { defaultSortValues, withDefaultSort } from '@trova/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount, shopRow } from '../../../test/account-rows';
import { insertProductDays, insertRollups } from '../../../test/analytics-rollups';
import { openTestDatabase, type TestDatabase } from '../../../test/dialects';
import type { Caller } from '../../kernel/caller';
import { ProductsRepository } from '../catalogue/index';
import { EMPTY_CONFIGURATION, type ShopConfiguration } from '../configuration/index';
import type { MarketPriceRow } from '../market-prices/index';
import { ShopsRepository } from '../shops/index';
import { AnalyticsDetailRepository } from './analytics-detail.repository';
import { AnalyticsRepository } from './analytics.repository';
import { AnalyticsService } from './analytics.service';
import { catalogueLookup } from './catalogue-facts';

const DAY = 86_400;
/** 2024-03-04, a Monday. */
const MONDAY = Date.parse('2024-03-04T00:00:00Z') / 1_000;
const D = MONDAY / DAY;
const week = { from: MONDAY, to: MONDAY + 7 * DAY - 1 };
const anna: Caller = { userId: 'u-anna', customerId: 'c-anna', sessionId: 'x' };
const marco: Caller = { userId: 'u-marco', customerId: 'c-marco', sessionId: 'y' };
const market = new Map<string, MarketPriceRow[]>([
  [
    'a',
    [
      { shop: 'rival.it', priceCents: 1200, currency: 'EUR', source: 'feed', updatedAt: 5_000_000 },
      { shop: 'Trova shop', priceCents: 900, currency: 'EUR', source: 'shared', updatedAt: 7_000 },
    ],
  ],
]);

describe('analytics service', () => {
  let database: TestDatabase;
  let service: AnalyticsService;
  let configuration: ShopConfiguration;

  beforeEach(async () => {
    database = await openTestDatabase('sqlite');
    const { db } = database;
    const shops = new ShopsRepository(db);
    await insertAccount(db, 'anna');
    await insertAccount(db, 'marco');
    await shops.insert(shopRow('s1', 'c-anna'));
    const products = new ProductsRepository(db);
    const product = (id: string, title: string, amount: number) => ({
      id,
      data: JSON.stringify({ id, title, price: { amount, currency: 'EUR' } }),
    });
    await products.applyBatch('s1', [product('a', 'Tv 40', 10), product('b', 'Radio', 5)], [], 1);
    configuration = { ...EMPTY_CONFIGURATION };
    service = new AnalyticsService({
      shops,
      rollups: new AnalyticsRepository(db),
      details: new AnalyticsDetailRepository(db),
      catalogue: catalogueLookup(products),
      marketPrices: {
        forProducts: (_, ids) =>
          Promise.resolve(new Map([...market].filter(([id]) => ids.includes(id)))),
      },
      configuration: () => Promise.resolve({ configuration }),
      now: () => (MONDAY + 30 * DAY) * 1_000,
    });
  });
  afterEach(() => database.dispose());

  it("answers 404 for another customer's shop before reading anything", async () => {
    await expect(
      service.overview(marco, 's1', { device: 'all', date: week }),
    ).rejects.toMatchObject({ code: 'shop-not-found', status: 404 });
    await expect(
      service.dashboard(marco, 's1', { fromTimestamp: week.from, toTimestamp: week.to }),
    ).rejects.toMatchObject({ code: 'shop-not-found' });
  });

  it('computes the overview against the previous week, one column per day', async () => {
    await insertRollups(database.db, 'analytics_days', [
      {
        shop_id: 's1',
        day: D,
        visitors: 10,
        searching_visitors: 5,
        searches: 30,
        intents: 10,
        intents_with_results: 8,
        intents_with_clicks: 4,
        intents_with_conversions: 2,
        clicks: 6,
        purchases: 2,
        conversions: 3,
        revenue_cents: 5_001,
      },
      { shop_id: 's1', day: D - 7, searches: 20, intents: 8, intents_with_clicks: 4, visitors: 4 },
    ]);
    const overview = await service.overview(anna, 's1', { device: 'all', date: week });
    expect(overview.kpi).toEqual({
      total_searches: { value: 30, rate: 50 },
      search_intents: { value: 10, rate: 25 },
      total_clicks: { value: 6, rate: null },
      exit_rate: { value: 60, rate: 20 },
      use_search: { value: 50, rate: null },
    });
    // 50 % of visitors search; of their intents 80 % have results, 40 % clicks, 20 % conversions.
    expect(overview.detail).toEqual({ withResults: 40, withClicks: 20, withConversions: 10 });
    expect(overview.columns).toEqual([
      '2024-03-04',
      '2024-03-05',
      '2024-03-06',
      '2024-03-07',
      '2024-03-08',
      '2024-03-09',
      '2024-03-10',
    ]);
    expect(overview.data.searchIntents).toEqual([10, 0, 0, 0, 0, 0, 0]);
    expect(overview.data.totalValue?.[0]).toBe(50.01);
    expect(overview.data.averageValue?.[0]).toBe(25.01);
    expect(overview.data.exitRate[0]).toBe(60);
  });

  it('leaves conversions out of the funnel when the shop reports none', async () => {
    await insertRollups(database.db, 'analytics_days', [
      {
        shop_id: 's1',
        day: D,
        visitors: 2,
        searching_visitors: 2,
        intents: 4,
        intents_with_results: 4,
      },
    ]);
    const { detail } = await service.overview(anna, 's1', { device: 'desktop', date: week });
    expect(detail).toEqual({ withResults: 100, withClicks: 0 });
  });

  it('refuses a range that starts after today and cuts the days after today', async () => {
    const later = { from: MONDAY + 31 * DAY, to: MONDAY + 40 * DAY };
    await expect(
      service.overview(anna, 's1', { device: 'all', date: later }),
    ).rejects.toMatchObject({ code: 'validation-failed', status: 400 });
    const open = { from: MONDAY + 29 * DAY, to: MONDAY + 400 * DAY };
    expect((await service.overview(anna, 's1', { device: 'all', date: open })).columns).toEqual([
      '2024-04-02',
      '2024-04-03',
    ]);
  });

  it("marks the layout's default sort and labels sort options as the layout names them", async () => {
    await insertRollups(database.db, 'analytics_sort_days', [
      { shop_id: 's1', day: D, sort: '', searches: 8, searches_with_clicks: 2 },
      { shop_id: 's1', day: D, sort: 'selling_price:asc', searches: 4, searches_with_clicks: 4 },
      { shop_id: 's1', day: D, sort: 'price:asc', searches: 1, searches_with_clicks: 0 },
    ]);
    await insertRollups(database.db, 'analytics_filter_days', [
      { shop_id: 's1', day: D, facet: 'color', value: 'red', searches: 4, searches_with_clicks: 1 },
    ]);
    const request = {
      device: 'all',
      date: week,
      page: 0,
      sort: 'ctr',
      sortingSort: 'searches',
    } as const;
    const relevance = await service.facetsInfo(anna, 's1', request);
    expect(relevance.sorting).toEqual([
      { label: 'Relevance', key: '', searches: 8, ctr: 25, isDefault: true },
      {
        label: 'Price Ascending',
        key: 'selling_price:asc',
        searches: 4,
        ctr: 100,
        isDefault: false,
      },
      // No layout option sorts by `price`: no label, the console names the key.
      { label: '', key: 'price:asc', searches: 1, ctr: 0, isDefault: false },
    ]);
    expect(relevance.best.searches).toEqual([{ label: 'color:red', searches: 4, ctr: 25 }]);
    expect(relevance.facets).toEqual([{ label: 'color', searches: 4, ctr: 25 }]);
    configuration = {
      ...configuration,
      layout: { sort: { active: true, values: withDefaultSort(defaultSortValues(), 1) } },
    };
    const price = await service.facetsInfo(anna, 's1', { ...request, sortingSort: 'ctr:desc' });
    expect(price.sorting.map((row) => [row.label, row.isDefault])).toEqual([
      ['Price Ascending', true],
      ['Relevance', false],
      ['', false],
    ]);
    await expect(
      service.facetsInfo(anna, 's1', { ...request, sortingSort: 'clicks' }),
    ).rejects.toMatchObject({ code: 'validation-failed' });
  });

  it('lists highlights with product titles, the id of a product gone from the catalogue', async () => {
    await insertProductDays(database.db, [
      { shop_id: 's1', day: D, object_id: 'a', impressions: 10, clicks: 4, conversions: 1 },
      { shop_id: 's1', day: D, object_id: 'gone', impressions: 8, clicks: 1 },
    ]);
    await insertRollups(database.db, 'analytics_query_days', [
      { shop_id: 's1', day: D, query: 'tv', intents: 3, no_result_intents: 1 },
    ]);
    const highlights = await service.query(anna, 's1', { device: 'all', date: week });
    expect(highlights).toMatchObject({
      trendingSearches: [{ value: 'tv', count: 3 }],
      noResults: [{ value: 'tv', count: 1 }],
      noClicks: [{ value: 'tv', count: 2 }],
      convertingSearches: [],
      clickedProducts: [
        { value: 'Tv 40', count: 4, id: 'a' },
        { value: 'gone', count: 1, id: 'gone' },
      ],
      leastClickedProducts: [
        { value: 'gone', count: 12.5, id: 'gone' },
        { value: 'Tv 40', count: 40, id: 'a' },
      ],
      leastConvertingProducts: [
        { value: 'gone', count: 0, id: 'gone' },
        { value: 'Tv 40', count: 25, id: 'a' },
      ],
    });
    const second = { device: 'all', date: week, type: 'clickedProducts', page: 1 } as const;
    expect(await service.query(anna, 's1', second)).toEqual({
      type: 'clickedProducts',
      items: [],
      hasMore: false,
    });
    await expect(
      service.query(anna, 's1', { ...second, type: 'bestSellers' }),
    ).rejects.toMatchObject({ code: 'validation-failed' });
  });

  it('details a query by weekday and its products with catalogue and market prices', async () => {
    await insertRollups(database.db, 'analytics_query_days', [
      { shop_id: 's1', day: D, query: 'tv 40', intents: 3, intents_with_clicks: 1 },
      { shop_id: 's1', day: D + 6, query: 'tv 40', intents: 2, intents_with_clicks: 2 },
    ]);
    const row = { shop_id: 's1', day: D, query: 'tv 40' };
    await insertRollups(database.db, 'analytics_query_product_days', [
      {
        ...row,
        object_id: 'a',
        filtered: 0,
        impressions: 4,
        position_sum: 6,
        clicks: 2,
        conversions: 1,
      },
      { ...row, object_id: 'b', filtered: 1, impressions: 2, position_sum: 2 },
    ]);
    const info = await service.queryInfo(anna, 's1', {
      device: 'all',
      date: week,
      query: '  TV   40 ',
      page: 0,
      sorting: { key: 'position', order: 'ASC' },
    });
    expect(info.chartData).toEqual({
      columns: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
      data: [
        [3, 0, 0, 0, 0, 0, 2],
        [1, 0, 0, 0, 0, 0, 2],
      ],
    });
    const tv = {
      position: 2,
      name: 'Tv 40',
      sku: 'a',
      ctr: 50,
      conversion: 50,
      price: 10,
      // The Market prices tab's market price: the lower middle of 9,00 and 12,00.
      marketPrice: 9,
    };
    const radio = {
      position: 1,
      name: 'Radio',
      sku: 'b',
      ctr: 0,
      conversion: 0,
      price: 5,
      marketPrice: null,
    };
    expect(info.queryProducts).toEqual({ all: [radio, tv], query: [tv], filters: [radio] });
  });

  it('details a product: distribution over the 12 positions and market prices by website', async () => {
    await insertRollups(database.db, 'analytics_position_days', [
      {
        shop_id: 's1',
        day: D,
        object_id: 'a',
        position: 1,
        impressions: 3,
        clicks: 2,
        conversions: 1,
      },
      { shop_id: 's1', day: D, object_id: 'a', position: 12, impressions: 1 },
    ]);
    const info = await service.productInfo(anna, 's1', {
      device: 'all',
      date: week,
      product: 'a',
      sorting: { key: 'price', order: 'DESC' },
    });
    expect(info.avgPrice).toBe(10);
    expect(info.name).toBe('Tv 40');
    expect(info.distribution).toHaveLength(12);
    expect(info.distribution[0]).toEqual({
      position: 1,
      frequency: 75,
      ctr: 66.67,
      conversion: 50,
    });
    expect(info.distribution[11]).toEqual({ position: 12, frequency: 25, ctr: 0, conversion: 0 });
    expect(info.marketPrice).toEqual([
      { shop: 'rival.it', price: 12, comparison: 20, source: 'feed', updatedAt: 5_000 },
      { shop: 'Trova shop', price: 9, comparison: -10, source: 'shared', updatedAt: 7 },
    ]);
  });

  it('counts the dashboard in intents and product clicks, lists paged', async () => {
    await insertRollups(database.db, 'analytics_days', [
      { shop_id: 's1', day: D, searches: 9, intents: 4, clicks: 3 },
      { shop_id: 's1', day: D, device: 'mobile', searches: 1, intents: 1, clicks: 1 },
    ]);
    await insertRollups(database.db, 'analytics_query_days', [
      { shop_id: 's1', day: D, query: 'tv', intents: 5, no_result_intents: 2 },
    ]);
    await insertProductDays(database.db, [
      { shop_id: 's1', day: D, object_id: 'b', impressions: 3, clicks: 3 },
    ]);
    const range = { fromTimestamp: week.from, toTimestamp: week.to };
    expect(await service.dashboard(anna, 's1', range)).toEqual({
      totalSearches: 5,
      totalProductClicks: 4,
      mostSearchedQueries: [{ query: 'tv', count: 5 }],
      mostClickedProducts: [{ title: 'Radio', count: 3 }],
      noResultsQueries: [{ query: 'tv', count: 2 }],
    });
    expect(await service.dashboardList(anna, 's1', 'no_results_queries', range)).toEqual({
      items: [{ value: 'tv', count: 2 }],
      hasMore: false,
    });
    expect(
      await service.dashboardList(anna, 's1', 'most_clicked_products', { ...range, page: 1 }),
    ).toEqual({ items: [], hasMore: false });
  });
});
