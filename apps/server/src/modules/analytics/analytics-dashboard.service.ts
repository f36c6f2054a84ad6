import {
  DASHBOARD_TOP_SIZE,
  type DashboardList,
  type DashboardListType,
  type DashboardOverview,
} from '@trova/contracts';
import { sumDays } from './analytics-overview.service';
import { pageWindow, productTitles, type AnalyticsReads } from './analytics-reads';
import type { AnalyticsScope } from './analytics-scope';
import type { Window } from './rollup-sql';

async function mostClicked(
  reads: AnalyticsReads,
  scope: AnalyticsScope,
  window: Window,
): Promise<{ value: string; count: number }[]> {
  const { clicked } = await reads.rollups.productLists(scope, ['clicked'], window);
  const titles = await productTitles(
    reads,
    scope.shopId,
    clicked.map((row) => row.objectId),
  );
  return clicked.map((row) => ({
    value: titles.get(row.objectId) ?? row.objectId,
    count: row.clicks,
  }));
}

/**
 * `GET shops/{id}/events` (docs/product/analytics.md#dashboard): search intents (keystrokes merged,
 * as everywhere in analytics) and product clicks, with the top 10 searched queries, clicked
 * products and queries without results.
 * @example (await dashboardAnswer(reads, scope)).totalSearches
 */
export async function dashboardAnswer(
  reads: AnalyticsReads,
  scope: AnalyticsScope,
): Promise<DashboardOverview> {
  const top = { limit: DASHBOARD_TOP_SIZE, offset: 0 };
  const [days, queries, products] = await Promise.all([
    reads.rollups.days(scope),
    reads.rollups.queryLists(scope, ['trending', 'no_results'], top),
    mostClicked(reads, scope, top),
  ]);
  const totals = sumDays(days);
  return {
    totalSearches: totals.intents,
    totalProductClicks: totals.clicks,
    mostSearchedQueries: queries.trending.map((row) => ({ query: row.query, count: row.intents })),
    mostClickedProducts: products.map((row) => ({ title: row.value, count: row.count })),
    noResultsQueries: queries.no_results.map((row) => ({
      query: row.query,
      count: row.noResultIntents,
    })),
  };
}

/**
 * `GET shops/{id}/events/{listType}`: one page (ANALYTICS_PAGE_SIZE) of a full dashboard list.
 * @example (await dashboardListAnswer(reads, scope, 'no_results_queries', 0)).items
 */
export async function dashboardListAnswer(
  reads: AnalyticsReads,
  scope: AnalyticsScope,
  listType: DashboardListType,
  page: number,
): Promise<DashboardList> {
  const { limit, offset } = pageWindow(page);
  // One row past the page tells whether another page exists.
  const peek = { limit: limit + 1, offset };
  const onePage = (rows: DashboardList['items']): DashboardList => ({
    items: rows.slice(0, limit),
    hasMore: rows.length > limit,
  });
  if (listType === 'most_clicked_products') return onePage(await mostClicked(reads, scope, peek));
  const ranking = listType === 'most_searched_queries' ? 'trending' : 'no_results';
  const lists = await reads.rollups.queryLists(scope, [ranking], peek);
  return onePage(
    lists[ranking].map((row) => ({
      value: row.query,
      count: ranking === 'trending' ? row.intents : row.noResultIntents,
    })),
  );
}
