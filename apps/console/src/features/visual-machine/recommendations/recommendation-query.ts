import {
  HISTORY_SORT_KEYS,
  recommendationQuerySettingsSchema,
  type RecommendationQuerySettings,
} from '@trova/contracts';

/**
 * The stored search of a `query` recommender (docs/product/visual-machine.md#recommendations):
 * the console edits it as `RecommendationQuerySettings` and stores it as the public search's
 * bracketed query string (`q`, `filters[i][0][facet]`, `filters[i][0][price][from]`/`[to]`,
 * `sort[0][key]`), which the server reads with the storefront search's rules.
 */

export type QueryFilter = RecommendationQuerySettings['filters'][number];
export type QuerySorting = RecommendationQuerySettings['sorting'];
export type HistorySortKey = (typeof HISTORY_SORT_KEYS)[number];

/** The filters that take a from–to range rather than a text. */
export const PRICE_FILTER_NAMES = ['price', 'sellingPrice'] as const;
export type PriceFilterName = (typeof PRICE_FILTER_NAMES)[number];

/** The layout's relevance option: the engine's own order. */
export const RELEVANCE_SORT_KEY = 'score';
/** Sort keys that mean the selling price, the one sort allowed to go ascending. */
const SELLING_PRICE_SORT_KEYS: ReadonlySet<string> = new Set([
  'selling_price',
  'sellingPrice',
  'price',
]);

export const DEFAULT_QUERY_SORTING: QuerySorting = {
  by: 'relevance',
  key: RELEVANCE_SORT_KEY,
  direction: 'DESC',
};

/**
 * A new query recommender: no text yet, no filter, by relevance.
 * @example emptyQuerySettings().sorting // { by: 'relevance', key: 'score', direction: 'DESC' }
 */
export function emptyQuerySettings(): RecommendationQuerySettings {
  return { search: '', filters: [], sorting: DEFAULT_QUERY_SORTING };
}

/**
 * @example isPriceFilterName('sellingPrice') // true
 */
export function isPriceFilterName(name: string): name is PriceFilterName {
  return (PRICE_FILTER_NAMES as readonly string[]).includes(name);
}

/**
 * Only the selling price may sort ascending (docs/product/visual-machine.md#recommendations).
 * @example mayAscend('selling_price') // true
 * @example mayAscend('title') // false
 */
export function mayAscend(key: string): boolean {
  return SELLING_PRICE_SORT_KEYS.has(key);
}

/**
 * A filter the stored search can use: a facet with a text, or a price range whose from is below
 * its to.
 * @example isCompleteFilter({ name: 'brand', text: ' ' }) // false
 * @example isCompleteFilter({ name: 'price', from: 10, to: 50 }) // true
 */
export function isCompleteFilter(filter: QueryFilter): boolean {
  if ('text' in filter) return filter.name.trim() !== '' && filter.text.trim() !== '';
  return filter.from >= 0 && filter.from < filter.to;
}

/**
 * The sorting as stored: history sorts always descend, other keys descend unless they are the
 * selling price.
 * @example storedSorting({ by: 'relevance', key: 'title', direction: 'ASC' }).direction // 'DESC'
 */
export function storedSorting(sorting: QuerySorting): QuerySorting {
  if (sorting.by === 'history') return { ...sorting, direction: 'DESC' };
  return mayAscend(sorting.key) ? sorting : { ...sorting, direction: 'DESC' };
}

/**
 * Appends the filters and the sort to `params`; `first` is the index of the first filter group.
 * Shared with the templates of similar and upselled recommenders.
 * @example appendFiltersAndSort(params, [{ name: 'brand', text: 'Nike' }], DEFAULT_QUERY_SORTING); // filters[0][0][brand]=Nike&sort[0][score]=DESC
 */
export function appendFiltersAndSort(
  params: URLSearchParams,
  filters: readonly QueryFilter[],
  sorting: QuerySorting,
  first = 0,
): void {
  filters.forEach((filter, offset) => {
    const at = `filters[${first + offset}][0][${filter.name}]`;
    if ('text' in filter) {
      params.append(at, filter.text.trim());
    } else {
      params.append(`${at}[from]`, String(filter.from));
      params.append(`${at}[to]`, String(filter.to));
    }
  });
  const sort = storedSorting(sorting);
  params.append(`sort[0][${sort.key}]`, sort.direction);
}

/**
 * The stored query string of a query recommender's settings.
 * @example encodeQuerySettings({ search: 'sofa', filters: [{ name: 'brand', text: 'Nordic' }], sorting: { by: 'history', key: 'history.clicks', direction: 'DESC' } })
 * // 'q=sofa&filters%5B0%5D%5B0%5D%5Bbrand%5D=Nordic&sort%5B0%5D%5Bhistory.clicks%5D=DESC'
 */
export function encodeQuerySettings(settings: RecommendationQuerySettings): string {
  const params = new URLSearchParams();
  params.append('q', settings.search.trim());
  appendFiltersAndSort(params, settings.filters, settings.sorting);
  return params.toString();
}

const FILTER_KEY = /^filters\[(\d{1,3})\]\[(\d{1,3})\]\[([^\]]+)\](?:\[(from|to)\])?$/;
const SORT_KEY = /^sort\[0\]\[([^\]]+)\]$/;

/** A stored parameter of a filter: its group, its place in the group, facet and range bound. */
export interface StoredFilterParam {
  group: number;
  item: number;
  name: string;
  bound: 'from' | 'to' | undefined;
  value: string;
}

/**
 * The filter parameters of a stored query string, in the order they were written.
 * @example storedFilterParams('filters%5B1%5D%5B0%5D%5Bprice%5D%5Bfrom%5D=5')[0] // { group: 1, item: 0, name: 'price', bound: 'from', value: '5' }
 */
export function storedFilterParams(queryString: string): StoredFilterParam[] {
  const found: StoredFilterParam[] = [];
  for (const [key, value] of new URLSearchParams(queryString)) {
    const match = FILTER_KEY.exec(key);
    if (!match) continue;
    const bound = match[4] === 'from' || match[4] === 'to' ? match[4] : undefined;
    found.push({ group: Number(match[1]), item: Number(match[2]), name: match[3]!, bound, value });
  }
  return found;
}

/**
 * The sorting of a stored query string; relevance when it has none.
 * @example storedSort('sort%5B0%5D%5Bhistory.views%5D=DESC') // { by: 'history', key: 'history.views', direction: 'DESC' }
 */
export function storedSort(queryString: string): QuerySorting {
  for (const [key, value] of new URLSearchParams(queryString)) {
    const match = SORT_KEY.exec(key);
    if (!match) continue;
    const name = match[1]!;
    const history = HISTORY_SORT_KEYS.find((candidate) => candidate === name);
    if (history) return { by: 'history', key: history, direction: 'DESC' };
    return {
      by: 'relevance',
      key: name,
      direction: value.toUpperCase() === 'ASC' ? 'ASC' : 'DESC',
    };
  }
  return DEFAULT_QUERY_SORTING;
}

function filtersOf(params: readonly StoredFilterParam[]): QueryFilter[] {
  // The console writes one value per group; a group stored with several keeps its first.
  const groups = new Map<number, StoredFilterParam[]>();
  for (const param of params) {
    if (param.item !== 0) continue;
    groups.set(param.group, [...(groups.get(param.group) ?? []), param]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, group]): QueryFilter => {
      const name = group[0]!.name;
      if (!isPriceFilterName(name)) return { name, text: group[0]!.value };
      const bound = (which: 'from' | 'to') =>
        Number(group.find((param) => param.bound === which)?.value ?? 0) || 0;
      return { name, from: bound('from'), to: bound('to') };
    });
}

/**
 * The settings a stored query string holds (the inverse of `encodeQuerySettings`); a string the
 * rules cannot read gives the empty settings.
 * @example decodeQuerySettings(encodeQuerySettings(settings)) // settings
 */
export function decodeQuerySettings(queryString: string): RecommendationQuerySettings {
  const params = new URLSearchParams(queryString);
  const parsed = recommendationQuerySettingsSchema.safeParse({
    search: params.get('q') ?? '',
    filters: filtersOf(storedFilterParams(queryString)),
    sorting: storedSort(queryString),
  });
  return parsed.success ? parsed.data : emptyQuerySettings();
}
