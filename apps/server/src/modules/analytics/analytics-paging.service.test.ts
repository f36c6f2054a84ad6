import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ANALYTICS_PAGE_SIZE } from '@trova/contracts';
import { testReads } from '../../../test/analytics-reads';
import { insertRollups } from '../../../test/analytics-rollups';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import { queryInfoAnswer } from './analytics-detail.service';
import { facetInfoAnswer, facetsInfoAnswer } from './analytics-filters.service';
import type { AnalyticsReads } from './analytics-reads';

const D = 20_000;
const FULL = ANALYTICS_PAGE_SIZE;
const scopeOf = (shopId: string) => ({ shopId, fromDay: D, toDay: D, device: 'all' }) as const;
const names = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}${String(index).padStart(2, '0')}`);

/**
 * The query detail's and the Filters screen's pages say whether rows follow them, so a table that
 * ends on a full page shows no Load more (docs/product/analytics.md#paging-and-navigation).
 * Shop `full` has exactly one full page of everything; shop `more` has one row more.
 */
describe.each(testDialects())('pages that say whether more rows follow, on %s', (dialect) => {
  let database: TestDatabase;
  let reads: AnalyticsReads;

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    reads = testReads(database.db);
    for (const [shop, count] of [
      ['full', FULL],
      ['more', FULL + 1],
    ] as const) {
      await insertRollups(
        database.db,
        'analytics_query_product_days',
        names('p', count).map((objectId, index) => ({
          shop_id: shop,
          day: D,
          query: 'tv',
          object_id: objectId,
          filtered: 1,
          impressions: 10,
          position_sum: 10 * (index + 1),
        })),
      );
      await insertRollups(
        database.db,
        'analytics_filter_days',
        names('v', count).map((value, index) => ({
          shop_id: shop,
          day: D,
          facet: shop === 'full' ? `f${String(index).padStart(2, '0')}` : 'color',
          value,
          searches: 50 - index,
        })),
      );
      await insertRollups(
        database.db,
        'analytics_sort_days',
        names('s', count).map((sort, index) => ({
          shop_id: shop,
          day: D,
          sort,
          searches: 50 - index,
        })),
      );
    }
  });
  afterEach(() => database.dispose());

  const queryPage = (shop: string, page: number) =>
    queryInfoAnswer(reads, scopeOf(shop), {
      query: 'tv',
      page,
      sorting: { key: 'position', order: 'ASC' },
    });

  it('query detail: a full last page says no more; one more row says more, then the last', async () => {
    const full = await queryPage('full', 0);
    expect([full.queryProducts.all.length, full.queryProducts.filters.length]).toEqual([
      FULL,
      FULL,
    ]);
    expect(full.hasMore).toBe(false);

    const first = await queryPage('more', 0);
    expect(first.queryProducts.all).toHaveLength(FULL);
    expect(first.hasMore).toBe(true);
    const last = await queryPage('more', 1);
    expect(last.queryProducts.all.map((product) => product.sku)).toEqual(['p20']);
    expect(last.hasMore).toBe(false);
  });

  it('filters: the facets, ranked and sorting lists of a full last page say no more', async () => {
    const request = { page: 0, sort: 'searches:desc', sortingSort: 'searches:desc' };
    const full = await facetsInfoAnswer(reads, scopeOf('full'), request, []);
    expect([full.facets.length, full.best.searches.length, full.sorting.length]).toEqual([
      FULL,
      FULL,
      FULL,
    ]);
    expect(full.hasMore).toBe(false);

    // Shop `more` has one facet but 21 filters and 21 sort options: those lists go on.
    const first = await facetsInfoAnswer(reads, scopeOf('more'), request, []);
    expect([first.facets.length, first.sorting.length]).toEqual([1, FULL]);
    expect(first.hasMore).toBe(true);
    const last = await facetsInfoAnswer(reads, scopeOf('more'), { ...request, page: 1 }, []);
    expect(last.sorting.map((row) => row.key)).toEqual(['s20']);
    expect(last.hasMore).toBe(false);
  });

  it("facet detail: a facet's values stop after a full last page and go on with one more", async () => {
    const request = { page: 0, sort: 'searches:desc' };
    const full = await facetInfoAnswer(reads, scopeOf('full'), { ...request, facet: 'f00' });
    expect([full.facets.length, full.hasMore]).toEqual([1, false]);

    const first = await facetInfoAnswer(reads, scopeOf('more'), { ...request, facet: 'color' });
    expect([first.facets.length, first.hasMore]).toEqual([FULL, true]);
    const last = await facetInfoAnswer(reads, scopeOf('more'), {
      ...request,
      page: 1,
      facet: 'color',
    });
    expect([last.facets.map((row) => row.label), last.hasMore]).toEqual([['v20'], false]);
  });
});
