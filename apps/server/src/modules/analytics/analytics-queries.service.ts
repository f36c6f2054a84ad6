import {
  QUERY_HIGHLIGHT_KEYS,
  type HighlightItem,
  type QueryHighlightKey,
  type QueryHighlights,
  type QueryList,
} from '@trova/contracts';
import { AppError } from '../../errors/error-catalogue';
import type {
  ProductRanking,
  ProductTotals,
  QueryRanking,
  QueryTotals,
} from './analytics.repository';
import { percent } from './analytics-math';
import { pageWindow, productTitles, type AnalyticsReads } from './analytics-reads';
import type { AnalyticsScope } from './analytics-scope';
import type { Window } from './rollup-sql';

/** Highlights show the top 10 of each list. */
export const HIGHLIGHT_SIZE = 10;

type QueryKey = 'trendingSearches' | 'convertingSearches' | 'noResults' | 'noClicks';
type ProductKey = Exclude<QueryHighlightKey, QueryKey>;

/** Query highlights: the ranking behind each and the count shown (docs/product/analytics.md). */
const QUERY_LISTS: Record<
  QueryKey,
  { ranking: QueryRanking; count: (row: QueryTotals) => number }
> = {
  trendingSearches: { ranking: 'trending', count: (row) => row.intents },
  convertingSearches: { ranking: 'converting', count: (row) => row.conversions },
  noResults: { ranking: 'no_results', count: (row) => row.noResultIntents },
  noClicks: {
    ranking: 'no_clicks',
    count: (row) => row.intents - row.noResultIntents - row.intentsWithClicks,
  },
};

/** Product highlights; the least-* lists count the rate they are ranked by, in percent. */
const PRODUCT_LISTS: Record<
  ProductKey,
  { ranking: ProductRanking; count: (row: ProductTotals) => number }
> = {
  clickedProducts: { ranking: 'clicked', count: (row) => row.clicks },
  convertingProducts: { ranking: 'converting', count: (row) => row.conversions },
  leastClickedProducts: {
    ranking: 'least_clicked',
    count: (row) => percent(row.clicks, row.impressions),
  },
  leastConvertingProducts: {
    ranking: 'least_converting',
    count: (row) => percent(row.conversions, row.clicks),
  },
};

function isQueryKey(key: QueryHighlightKey): key is QueryKey {
  return key in QUERY_LISTS;
}

/** One page of several highlight lists, product titles from the catalogue. */
async function lists(
  reads: AnalyticsReads,
  scope: AnalyticsScope,
  keys: readonly QueryHighlightKey[],
  window: Window,
): Promise<Partial<Record<QueryHighlightKey, HighlightItem[]>>> {
  const queryKeys = keys.filter(isQueryKey);
  const productKeys = keys.filter((key): key is ProductKey => !isQueryKey(key));
  const [queries, products] = await Promise.all([
    queryKeys.length === 0
      ? null
      : reads.rollups.queryLists(
          scope,
          queryKeys.map((key) => QUERY_LISTS[key].ranking),
          window,
        ),
    productKeys.length === 0
      ? null
      : reads.rollups.productLists(
          scope,
          productKeys.map((key) => PRODUCT_LISTS[key].ranking),
          window,
        ),
  ]);
  const answer: Partial<Record<QueryHighlightKey, HighlightItem[]>> = {};
  for (const key of queryKeys) {
    const { ranking, count } = QUERY_LISTS[key];
    answer[key] = (queries?.[ranking] ?? []).map((row) => ({
      value: row.query,
      count: count(row),
    }));
  }
  const rows = productKeys.map((key) => products?.[PRODUCT_LISTS[key].ranking] ?? []);
  const ids = [...new Set(rows.flat().map((row) => row.objectId))];
  const titles = await productTitles(reads, scope.shopId, ids);
  productKeys.forEach((key, index) => {
    answer[key] = (rows[index] ?? []).map((row) => ({
      value: titles.get(row.objectId) ?? row.objectId,
      count: PRODUCT_LISTS[key].count(row),
      id: row.objectId,
    }));
  });
  return answer;
}

/**
 * The `query` call without `type`: the top 10 of the eight highlights.
 * @example (await highlightsAnswer(reads, scope)).trendingSearches[0] // { value: 'tv', count: 12 }
 */
export async function highlightsAnswer(
  reads: AnalyticsReads,
  scope: AnalyticsScope,
): Promise<QueryHighlights> {
  const answer = await lists(reads, scope, QUERY_HIGHLIGHT_KEYS, {
    limit: HIGHLIGHT_SIZE,
    offset: 0,
  });
  return Object.fromEntries(
    QUERY_HIGHLIGHT_KEYS.map((key) => [key, answer[key] ?? []]),
  ) as QueryHighlights;
}

/**
 * The `query` call with `type`: one page of that list; an unknown type answers 400.
 * @example (await highlightListAnswer(reads, scope, 'noResults', 1)).items
 */
export async function highlightListAnswer(
  reads: AnalyticsReads,
  scope: AnalyticsScope,
  type: string,
  page: number,
): Promise<QueryList> {
  const key = QUERY_HIGHLIGHT_KEYS.find((candidate) => candidate === type);
  if (!key) throw new AppError('validation-failed', `Unknown highlight list "${type}".`);
  const window = pageWindow(page);
  // One row past the page tells whether another page exists.
  const answer = await lists(reads, scope, [key], { ...window, limit: window.limit + 1 });
  const rows = answer[key] ?? [];
  return { type: key, items: rows.slice(0, window.limit), hasMore: rows.length > window.limit };
}
