import type { SearchRequest } from '@trova/contracts';

/** Filters a logged search keeps: far more than a storefront applies, bounded for storage. */
const MAX_LOGGED_FILTERS = 50;
/** The sort key of relevance order (the layout's default option `score DESC`). */
const RELEVANCE_KEY = 'score';

/**
 * The applied filters as the event log stores them (docs/product/analytics.md#searches): one
 * `facet:value` string per chosen value, a range as `facet:from..to` (a missing bound left empty),
 * without duplicates, in request order. Facet names cannot hold ':' (the contract's `facetName`),
 * so the first ':' always splits facet from value.
 * @example searchFilterKeys([[{ brand: 'Nike' }, { brand: 'Puma' }], [{ price: { from: 10 } }]]) // ['brand:Nike', 'brand:Puma', 'price:10..']
 */
export function searchFilterKeys(groups: SearchRequest['filters']): string[] {
  const keys = new Set<string>();
  for (const group of groups) {
    for (const filter of group) {
      for (const [facet, value] of Object.entries(filter)) {
        keys.add(
          typeof value === 'string'
            ? `${facet}:${value}`
            : `${facet}:${value.from ?? ''}..${value.to ?? ''}`,
        );
      }
    }
  }
  return [...keys].slice(0, MAX_LOGGED_FILTERS);
}

/**
 * The sort the shopper chose: the first entry's key and direction (`selling_price:asc`), the
 * later entries being its tie-breakers; null for relevance (no sort, or `score`).
 * @example searchSortKey([{ selling_price: 'DESC' }, { title: 'ASC' }]) // 'selling_price:desc'
 */
export function searchSortKey(sort: SearchRequest['sort']): string | null {
  const [first] = sort;
  const [entry] = first ? Object.entries(first) : [];
  if (!entry || entry[0] === RELEVANCE_KEY) return null;
  return `${entry[0]}:${entry[1].toLowerCase()}`;
}
