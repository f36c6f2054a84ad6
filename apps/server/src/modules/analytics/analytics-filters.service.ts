import type {
  FacetInfo,
  FacetInfoRequest,
  FacetsInfo,
  FacetsInfoRequest,
  FilterRow,
  SortValue,
} from '@trova/contracts';
import { AppError } from '../../errors/error-catalogue';
import type { FilterRanking, FilterTotals } from './analytics-detail.repository';
import { kpi, percent } from './analytics-math';
import { sumDays } from './analytics-overview.service';
import { pageOf, peekWindow, type AnalyticsReads } from './analytics-reads';
import { previousScope, type AnalyticsScope } from './analytics-scope';

const RANKED = ['best_searches', 'worst_searches', 'best_ctr', 'worst_ctr'] as const;

/**
 * A table order as the console sends it: `searches` or `ctr`, optionally with `:asc` or `:desc`
 * (default descending; empty = searches). Anything else is refused with 400.
 * @example tableRanking('ctr:asc') // 'table_ctr_asc'
 */
export function tableRanking(sort: string): FilterRanking {
  const [key = '', direction = 'desc'] = sort.trim().toLowerCase().split(':');
  const column = key === '' ? 'searches' : key;
  if (
    (column !== 'searches' && column !== 'ctr') ||
    (direction !== 'asc' && direction !== 'desc')
  ) {
    throw new AppError('validation-failed', `Unknown table order "${sort}": searches or ctr.`);
  }
  return `table_${column}_${direction}`;
}

function row(totals: FilterTotals): FilterRow {
  return {
    label: totals.key,
    searches: totals.searches,
    ctr: percent(totals.searchesWithClicks, totals.searches),
  };
}

/** The rows of one page of a list read through `peekWindow`. */
const pageRows = (list: readonly FilterTotals[]): FilterRow[] => pageOf(list).rows.map(row);

/** Whether any list read through `peekWindow` has rows after its page. */
const anyMore = (lists: readonly (readonly FilterTotals[])[]): boolean =>
  lists.some((list) => pageOf(list).more);

const RELEVANCE_KEYS = new Set(['', 'relevance', 'score']);

/**
 * Whether a sort key recorded with searches is the layout option: relevance ('' = no sort) is the
 * `score` option; another key matches an option when it names the option's field and, if it names
 * a direction, the option's direction (`selling_price:asc`, `{"selling_price":"ASC"}`).
 */
export function sortIsOption(sortKey: string, option: Pick<SortValue, 'key' | 'value'>): boolean {
  const key = sortKey.trim().toLowerCase();
  if (RELEVANCE_KEYS.has(key)) return option.key === 'score';
  const words = key.split(/[^a-z0-9_]+/).filter((word) => word !== '');
  const direction = words.find((word) => word === 'asc' || word === 'desc');
  return (
    words.includes(option.key.toLowerCase()) &&
    (direction === undefined || direction === option.value.value.toLowerCase())
  );
}

/**
 * `facets-info` (docs/product/analytics.md#filters): searches and clicks with change, best and
 * worst filters (`facet:value`), the facets table ordered by `sort`, the sorting table by
 * `sortingSort`; the lists are one page each, and `hasMore` says whether any has rows after it.
 */
export async function facetsInfoAnswer(
  reads: AnalyticsReads,
  scope: AnalyticsScope,
  request: Pick<FacetsInfoRequest, 'page' | 'sort' | 'sortingSort'>,
  sortOptions: readonly SortValue[],
): Promise<FacetsInfo> {
  const facetOrder = tableRanking(request.sort);
  const sortingOrder = tableRanking(request.sortingSort);
  const window = peekWindow(request.page);
  const [current, previous, filters, facets, sorts] = await Promise.all([
    reads.rollups.days(scope),
    reads.rollups.days(previousScope(scope)),
    reads.details.filterLists(scope, { by: 'filter' }, RANKED, window),
    reads.details.filterLists(scope, { by: 'facet' }, [facetOrder], window),
    reads.details.sortLists(scope, [sortingOrder], window),
  ]);
  const now = sumDays(current);
  const before = sumDays(previous);
  const defaultOption = sortOptions.find((option) => option.isDefault);
  return {
    searches: kpi(now.searches, before.searches),
    click: kpi(now.clicks, before.clicks),
    best: { searches: pageRows(filters.best_searches), ctr: pageRows(filters.best_ctr) },
    worst: { searches: pageRows(filters.worst_searches), ctr: pageRows(filters.worst_ctr) },
    facets: pageRows(facets[facetOrder]),
    sorting: pageOf(sorts[sortingOrder]).rows.map((totals) => {
      const option = sortOptions.find((candidate) => sortIsOption(totals.key, candidate));
      // A raw key is no name for an owner: without a layout label the console names it.
      const label = option?.label.trim() ?? '';
      // No layout saved yet: the built-in default is relevance.
      const isDefault = defaultOption
        ? sortIsOption(totals.key, defaultOption)
        : RELEVANCE_KEYS.has(totals.key.trim().toLowerCase());
      return { ...row(totals), label, key: totals.key, isDefault };
    }),
    hasMore: anyMore([...Object.values(filters), facets[facetOrder], sorts[sortingOrder]]),
  };
}

/**
 * `facet-info`: best and worst values of one facet, and its values ordered by `sort`, one page;
 * `hasMore` says whether any of these lists has rows after it.
 */
export async function facetInfoAnswer(
  reads: AnalyticsReads,
  scope: AnalyticsScope,
  request: Pick<FacetInfoRequest, 'page' | 'sort' | 'facet'>,
): Promise<FacetInfo> {
  const order = tableRanking(request.sort);
  const grouping = { by: 'value', facet: request.facet } as const;
  const lists = await reads.details.filterLists(
    scope,
    grouping,
    [...RANKED, order],
    peekWindow(request.page),
  );
  return {
    best: { searches: pageRows(lists.best_searches), ctr: pageRows(lists.best_ctr) },
    worst: { searches: pageRows(lists.worst_searches), ctr: pageRows(lists.worst_ctr) },
    facets: pageRows(lists[order]),
    hasMore: anyMore(Object.values(lists)),
  };
}
