import type { SearchRequest } from '@trova/contracts';
import type { FilterValue, SearchQuery, SortBy } from '@trova/engine';

/** Sort keys storefronts send (the layout's defaults use `selling_price`) → sortable fields. */
const SORT_FIELDS: Readonly<Record<string, string>> = { price: 'price', selling_price: 'price' };

/**
 * Filter groups → engine filters: values of one facet are ORed, facets ANDed.
 * @example toEngineFilters([[{ color: 'rosso' }], [{ color: 'blu' }]]) // { color: ['rosso', 'blu'] }
 */
export function toEngineFilters(groups: SearchRequest['filters']): Record<string, FilterValue> {
  const values = new Map<string, Set<string>>();
  const ranges: Record<string, { min?: number; max?: number }> = {};
  for (const group of groups) {
    for (const filter of group) {
      for (const [facet, value] of Object.entries(filter)) {
        if (typeof value === 'string') {
          values.set(facet, (values.get(facet) ?? new Set()).add(value));
        } else {
          ranges[facet] = {
            ...(value.from === undefined ? {} : { min: value.from }),
            ...(value.to === undefined ? {} : { max: value.to }),
          };
        }
      }
    }
  }
  return { ...Object.fromEntries([...values].map(([facet, set]) => [facet, [...set]])), ...ranges };
}

function toSort(sort: SearchRequest['sort']): SortBy[] {
  return sort.flatMap((entry) =>
    Object.entries(entry).flatMap(([key, order]) => {
      const field = SORT_FIELDS[key];
      return field ? [{ field, order: order.toLowerCase() as 'asc' | 'desc' }] : [];
    }),
  );
}

/**
 * What the engine runs for a request. customer_group_id and currency are not part of it: products
 * carry one price, in their own currency (docs/decisions.md). Explain is honoured only for a
 * preview (docs/product/search-api.md#explain): it costs a full ranking pass.
 * @example toEngineQuery(request, false).sort // [] unless the shopper sorts by price
 */
export function toEngineQuery(request: SearchRequest, preview: boolean): SearchQuery {
  return {
    q: request.q,
    filters: toEngineFilters(request.filters),
    sort: toSort(request.sort),
    offset: request.offset,
    limit: request.limit,
    highlight: request.highlight === '1',
    ...(preview && request.explain === '1' ? { explain: true } : {}),
  };
}
