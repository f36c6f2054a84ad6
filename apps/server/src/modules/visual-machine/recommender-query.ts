import { searchQuerySchema, type ConditionContext } from '@trova/contracts';
import type { FilterValue, SortBy } from '@trova/engine';
import { toEngineFilters } from '../search/index';

/** What a stored or template recommender runs on the shop's engine. */
export interface RecommenderQuery {
  q: string;
  filters: Record<string, FilterValue>;
  sort: SortBy[];
  /** `history.clicks` or `history.views`: ranked by the shop's history instead of `sort`. */
  history?: 'clicks' | 'views';
}

/** `{:context.item.<field>}` in a template (docs/product/visual-machine.md#recommendations). */
const PLACEHOLDER = /\{:context\.item\.([A-Za-z0-9_]+)\}/g;
const HISTORY_SORT = /^sort\[\d{1,3}\]\[history\.(clicks|views)\]$/;
/** The console names the selling price `sellingPrice`; the index names it `price`. */
const PRICE_NAMES = /\[(sellingPrice|selling_price)\]/;
/** Sort keys storefronts and the console send → the index's sortable price. */
const PRICE_SORTS: ReadonlySet<string> = new Set(['price', 'selling_price', 'sellingPrice']);

/** The item's value for a placeholder: text, a number, or the first of a list. */
function itemValue(item: ConditionContext | undefined, field: string): string | undefined {
  if (!item || !Object.hasOwn(item, field)) return undefined;
  const value = item[field];
  const first = typeof value === 'object' ? value[0] : value;
  const text = first === undefined ? '' : String(first).trim();
  return text === '' ? undefined : text;
}

/**
 * A parameter's value with the viewed product's values in its placeholders, or undefined when one
 * cannot be filled (no product, or a field it lacks): that parameter is left out, so a similar
 * recommendation still narrows by the fields the product has.
 */
function filled(value: string, item: ConditionContext | undefined): string | undefined {
  let missing = false;
  const text = value.replace(PLACEHOLDER, (_match, field: string) => {
    const found = itemValue(item, field);
    if (found === undefined) missing = true;
    return found ?? '';
  });
  return missing ? undefined : text;
}

/**
 * A recommender's stored query string (`q`, `filters[i][j][facet]`, `filters[i][j][facet][from]`,
 * `sort[0][key]`, as the public search reads them) with its placeholders filled from `item`, read
 * with the search's own query rules. `sellingPrice` means the index's `price`; a history sort
 * (`sort[0][history.clicks]`) is taken apart, since the search does not know it. Undefined when
 * the search rules refuse what is left.
 *
 * @example
 * recommenderQuery('q=&filters%5B0%5D%5B0%5D%5Bbrand%5D=%7B%3Acontext.item.brand%7D', { brand: 'Nike' });
 * // { q: '', filters: { brand: ['Nike'] }, sort: [] }
 */
export function recommenderQuery(
  queryString: string,
  item: ConditionContext | undefined,
): RecommenderQuery | undefined {
  const flat: Record<string, string> = {};
  let history: RecommenderQuery['history'];
  for (const [key, raw] of new URLSearchParams(queryString)) {
    const sortedBy = HISTORY_SORT.exec(key);
    if (sortedBy) {
      history = sortedBy[1] === 'clicks' ? 'clicks' : 'views';
      continue;
    }
    const value = filled(raw, item);
    if (value !== undefined) flat[key.replace(PRICE_NAMES, '[price]')] = value;
  }
  const parsed = searchQuerySchema.safeParse(flat);
  if (!parsed.success) return undefined;
  const sort = parsed.data.sort.flatMap((entry) =>
    Object.entries(entry).flatMap(([key, order]): SortBy[] =>
      PRICE_SORTS.has(key)
        ? [{ field: 'price', order: order.toLowerCase() as 'asc' | 'desc' }]
        : [],
    ),
  );
  return {
    q: parsed.data.q,
    filters: toEngineFilters(parsed.data.filters),
    sort,
    ...(history === undefined ? {} : { history }),
  };
}

/**
 * Upselling: products costing at least what the viewed product costs (its selling price), on top of
 * whatever price range the template asks for.
 * @example withMinimumPrice({ q: '', filters: {}, sort: [] }, 80).filters // { price: { min: 80 } }
 */
export function withMinimumPrice(query: RecommenderQuery, minimum: number): RecommenderQuery {
  const range = isRange(query.filters.price) ? query.filters.price : {};
  const min = Math.max(minimum, range.min ?? minimum);
  return { ...query, filters: { ...query.filters, price: { ...range, min } } };
}

function isRange(value: FilterValue | undefined): value is { min?: number; max?: number } {
  return value !== undefined && !Array.isArray(value);
}
