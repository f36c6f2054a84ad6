import { QUERY_HIGHLIGHT_KEYS, type QueryHighlightKey } from '@trova/contracts';

export const analyticsPath = '/analytics';
export const analyticsOverviewPath = `${analyticsPath}/overview`;
export const analyticsQueriesPath = `${analyticsPath}/queries`;
export const analyticsFiltersPath = `${analyticsPath}/filters`;
/** What learned ranking changed (docs/product/learning.md#what-an-owner-sees). */
export const analyticsLearningPath = `${analyticsPath}/learning`;

/** Route patterns of the queries tab's detail screens (docs/product/analytics.md#queries). */
export const analyticsQueryListPath = `${analyticsQueriesPath}/list/:type`;
export const analyticsQueryDetailPath = `${analyticsQueriesPath}/query/:query`;
export const analyticsProductDetailPath = `${analyticsQueriesPath}/product/:productId`;

/** The shared controls' URL parameters, carried from screen to screen. */
export const ANALYTICS_CONTROL_PARAMS: readonly string[] = ['device', 'from', 'to'];
/** Where a detail was opened from, so Back returns there: a full list's type, a query. */
export const VIA_LIST_PARAM = 'list';
export const VIA_QUERY_PARAM = 'query';
/** The facet whose detail the filters tab shows. */
export const FACET_PARAM = 'facet';

/** Where a detail screen was opened from; absent parts mean the highlights. */
export interface AnalyticsOrigin {
  list?: QueryHighlightKey | undefined;
  query?: string | undefined;
}

/**
 * `path` with the shared controls of `current` (device, from, to) and the given extra parameters.
 * @example analyticsUrl('/analytics/queries', '?device=mobile&facet=x') // '/analytics/queries?device=mobile'
 */
export function analyticsUrl(
  path: string,
  current: string,
  extra: Readonly<Record<string, string | undefined>> = {},
): string {
  const from = new URLSearchParams(current);
  const search = new URLSearchParams();
  for (const name of ANALYTICS_CONTROL_PARAMS) {
    const value = from.get(name);
    if (value !== null) search.set(name, value);
  }
  for (const [name, value] of Object.entries(extra)) {
    if (value !== undefined && value !== '') search.set(name, value);
  }
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
}

/** @example queryListUrl('noResults', '') // '/analytics/queries/list/noResults' */
export function queryListUrl(type: QueryHighlightKey, current: string): string {
  return analyticsUrl(`${analyticsQueriesPath}/list/${type}`, current);
}

/** @example queryDetailUrl('red shoes', '', { list: 'noClicks' }) // '/analytics/queries/query/red%20shoes?list=noClicks' */
export function queryDetailUrl(
  query: string,
  current: string,
  origin: AnalyticsOrigin = {},
): string {
  return analyticsUrl(`${analyticsQueriesPath}/query/${encodeURIComponent(query)}`, current, {
    [VIA_LIST_PARAM]: origin.list,
  });
}

/** @example productDetailUrl('p1', '', { query: 'tv' }) // '/analytics/queries/product/p1?query=tv' */
export function productDetailUrl(
  id: string,
  current: string,
  origin: AnalyticsOrigin = {},
): string {
  return analyticsUrl(`${analyticsQueriesPath}/product/${encodeURIComponent(id)}`, current, {
    [VIA_LIST_PARAM]: origin.list,
    [VIA_QUERY_PARAM]: origin.query,
  });
}

/**
 * Back from a detail (docs/product/analytics.md#paging-and-navigation): to the query it was opened
 * from (keeping where that query came from), else to the list, else to the highlights.
 * @example analyticsBackUrl('', { query: 'tv', list: 'noClicks' }) // '/analytics/queries/query/tv?list=noClicks'
 */
export function analyticsBackUrl(current: string, origin: AnalyticsOrigin): string {
  if (origin.query !== undefined) {
    return queryDetailUrl(origin.query, current, { list: origin.list });
  }
  if (origin.list !== undefined) return queryListUrl(origin.list, current);
  return analyticsUrl(analyticsQueriesPath, current);
}

/** The filters tab, with a facet's detail open when `facet` is given. */
export function filtersUrl(current: string, facet?: string): string {
  return analyticsUrl(analyticsFiltersPath, current, { [FACET_PARAM]: facet });
}

/** Whether `value` names one of the eight highlight lists. */
export function isHighlightKey(value: string | null | undefined): value is QueryHighlightKey {
  return QUERY_HIGHLIGHT_KEYS.some((key) => key === value);
}

/** Where the screen at `current` was opened from; an unknown list type is ignored. */
export function readAnalyticsOrigin(current: string): AnalyticsOrigin {
  const search = new URLSearchParams(current);
  const list = search.get(VIA_LIST_PARAM);
  const query = search.get(VIA_QUERY_PARAM);
  return {
    list: isHighlightKey(list) ? list : undefined,
    query: query === null ? undefined : query,
  };
}
