import { QUERY_HIGHLIGHT_KEYS, type HighlightItem, type QueryHighlightKey } from '@trova/contracts';
import { productDetailUrl, queryDetailUrl, type AnalyticsOrigin } from './urls';

/** Highlights of products (docs/product/analytics.md#queries); the other four list queries. */
const PRODUCT_LISTS: ReadonlySet<QueryHighlightKey> = new Set([
  'clickedProducts',
  'convertingProducts',
  'leastClickedProducts',
  'leastConvertingProducts',
]);

export const QUERY_LISTS = QUERY_HIGHLIGHT_KEYS.filter((key) => !PRODUCT_LISTS.has(key));
export const PRODUCT_LIST_KEYS = QUERY_HIGHLIGHT_KEYS.filter((key) => PRODUCT_LISTS.has(key));

export function isProductList(type: QueryHighlightKey): boolean {
  return PRODUCT_LISTS.has(type);
}

/**
 * The detail a highlight row opens: a product's (by its id) in product lists, the query's in query
 * lists; null for a product row without an id, which has nothing to open.
 * @example highlightItemUrl('noClicks', { value: 'tv', count: 3 }, '', {}) // '/analytics/queries/query/tv'
 */
export function highlightItemUrl(
  type: QueryHighlightKey,
  item: HighlightItem,
  current: string,
  origin: AnalyticsOrigin,
): string | null {
  if (!isProductList(type)) return queryDetailUrl(item.value, current, origin);
  return item.id === undefined ? null : productDetailUrl(item.id, current, origin);
}
