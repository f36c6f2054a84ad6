import type { SearchRequest } from '@trova/contracts';
import type { FacetField, FilterValue, SearchQuery, SortBy } from '@trova/engine';
import { AppError } from '../../errors/error-catalogue';

/**
 * Sort keys storefronts send (the layout's defaults use `selling_price`) → sortable fields. A Map:
 * keys are the shopper's, and `constructor` must not find Object's.
 */
const SORT_FIELDS: ReadonlyMap<string, string> = new Map([
  ['price', 'price'],
  ['selling_price', 'price'],
]);

/** The index facets a search may filter on: its schema's, counted or filter-only. */
export type SearchFacets = readonly Pick<FacetField, 'name' | 'type'>[];

/**
 * Filter groups → engine filters: values of one facet are ORed, facets ANDed.
 * @example toEngineFilters([[{ color: 'rosso' }], [{ color: 'blu' }]]) // { color: ['rosso', 'blu'] }
 */
export function toEngineFilters(groups: SearchRequest['filters']): Record<string, FilterValue> {
  const values = new Map<string, Set<string>>();
  const ranges = new Map<string, { min?: number; max?: number }>();
  for (const group of groups) {
    for (const filter of group) {
      for (const [facet, value] of Object.entries(filter)) {
        if (typeof value === 'string') {
          values.set(facet, (values.get(facet) ?? new Set()).add(value));
        } else {
          ranges.set(facet, {
            ...(value.from === undefined ? {} : { min: value.from }),
            ...(value.to === undefined ? {} : { max: value.to }),
          });
        }
      }
    }
  }
  // fromEntries defines own properties, so a facet named `constructor` stays a plain key.
  return Object.fromEntries([
    ...[...values].map(([facet, set]): [string, FilterValue] => [facet, [...set]]),
    ...ranges,
  ]);
}

/**
 * The filters the index can run (docs/product/search-api.md#filters): a facet the shop does not
 * have is left out, as a storefront page may still offer one the owner removed; a range on a
 * value facet or values on a number facet is `search-filter-invalid`, which no layer sends.
 * @example applicableFilters({ gone: ['x'], brand: ['Nike'] }, [{ name: 'brand', type: 'string' }]) // { brand: ['Nike'] }
 */
export function applicableFilters(
  filters: Readonly<Record<string, FilterValue>>,
  facets: SearchFacets,
): Record<string, FilterValue> {
  const types = new Map(facets.map((facet) => [facet.name, facet.type]));
  const kept: [string, FilterValue][] = [];
  for (const [name, value] of Object.entries(filters)) {
    const type = types.get(name);
    if (type === undefined) continue;
    if ((type === 'number') === Array.isArray(value)) throw new AppError('search-filter-invalid');
    kept.push([name, value]);
  }
  return Object.fromEntries(kept);
}

/** Sort keys other than the price's are left out: relevance then decides. */
function toSort(sort: SearchRequest['sort']): SortBy[] {
  return sort.flatMap((entry) =>
    Object.entries(entry).flatMap(([key, order]) => {
      const field = SORT_FIELDS.get(key);
      return field ? [{ field, order: order.toLowerCase() as 'asc' | 'desc' }] : [];
    }),
  );
}

/**
 * What the engine runs for a request on an index with these facets. customer_group_id and
 * currency are not part of it: products carry one price, in their own currency
 * (docs/decisions.md, "Catalogue and search"). Explain is honoured only for a preview
 * (docs/product/search-api.md#explain): it costs a full ranking pass.
 * @example toEngineQuery(request, false, index.schema.facets).sort // [] unless the shopper sorts by price
 */
export function toEngineQuery(
  request: SearchRequest,
  preview: boolean,
  facets: SearchFacets,
): SearchQuery {
  return {
    q: request.q,
    filters:
      request.filters.length === 0
        ? {}
        : applicableFilters(toEngineFilters(request.filters), facets),
    sort: toSort(request.sort),
    offset: request.offset,
    limit: request.limit,
    highlight: request.highlight === '1',
    ...(preview && request.explain === '1' ? { explain: true } : {}),
  };
}
