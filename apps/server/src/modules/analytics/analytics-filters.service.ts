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
import { pageWindow, type AnalyticsReads } from './analytics-reads';
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
 * `sortingSort`; the lists are one page each.
 */
export async function facetsInfoAnswer(
  reads: AnalyticsReads,
  scope: AnalyticsScope,
  request: Pick<FacetsInfoRequest, 'page' | 'sort' | 'sortingSort'>,
  sortOptions: readonly SortValue[],
): Promise<FacetsInfo> {
  const facetOrder = tableRanking(request.sort);
  const sortingOrder = tableRanking(request.sortingSort);
  const window = pageWindow(request.page);
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
    best: { searches: filters.best_searches.map(row), ctr: filters.best_ctr.map(row) },
    worst: { searches: filters.worst_searches.map(row), ctr: filters.worst_ctr.map(row) },
    facets: facets[facetOrder].map(row),
    sorting: sorts[sortingOrder].map((totals) => {
      const option = sortOptions.find((candidate) => sortIsOption(totals.key, candidate));
      // A raw key is no name for an owner: without a layout label the console names it.
      const label = option?.label.trim() ?? '';
      // No layout saved yet: the built-in default is relevance.
      const isDefault = defaultOption
        ? sortIsOption(totals.key, defaultOption)
        : RELEVANCE_KEYS.has(totals.key.trim().toLowerCase());
      return { ...row(totals), label, key: totals.key, isDefault };
    }),
  };
}

/**
 * `facet-info`: best and worst values of one facet, and its values ordered by `sort`, one page.
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
    pageWindow(request.page),
  );
  return {
    best: { searches: lists.best_searches.map(row), ctr: lists.best_ctr.map(row) },
    worst: { searches: lists.worst_searches.map(row), ctr: lists.worst_ctr.map(row) },
    facets: lists[order].map(row),
  };
}
