import type { FilterNode } from './algolia-filters.grammar';
import { MAX_FILTER_TEXT, parseFilters } from './algolia-filters.grammar';
import { AlgoliaProtocolError } from './algolia-protocol.error';

/** Most items one filter array (or one of its inner OR arrays) may hold. */
export const MAX_FILTER_ITEMS = 200;

/** Short enough to quote in an error message. */
const quote = (text: string): string => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

function unquote(text: string): string {
  const first = text.charAt(0);
  return text.length >= 2 && (first === '"' || first === "'") && text.endsWith(first)
    ? text.slice(1, -1)
    : text;
}

/**
 * One facetFilters string: split on the FIRST colon (values may hold colons), `attr:-v` negates,
 * `attr:\-v` is the literal value `-v`, quotes around either side are dropped.
 */
function facetFilterOf(text: string): FilterNode {
  if (text.length > MAX_FILTER_TEXT) {
    throw new AlgoliaProtocolError(400, `facetFilters: longer than ${MAX_FILTER_TEXT} characters`);
  }
  const colon = text.indexOf(':');
  if (colon <= 0) {
    throw new AlgoliaProtocolError(400, `facetFilters: '${quote(text)}' is not attribute:value`);
  }
  const attribute = unquote(text.slice(0, colon).trim());
  const raw = text.slice(colon + 1);
  if (raw.startsWith('-')) return { not: { attribute, value: unquote(raw.slice(1)) } };
  return { attribute, value: unquote(raw.startsWith('\\-') ? raw.slice(1) : raw) };
}

/**
 * numericFilters' legacy text form, `price>1,(price<5,price>9)`: commas AND, parentheses OR.
 * Numbers hold no commas, so the split is exact (facetFilters' values may, so they have no such form).
 */
function legacyNumericList(text: string): (string | string[])[] {
  const items: (string | string[])[] = [];
  for (const match of text.matchAll(/\(([^()]*)\)|([^,()]+)/g)) {
    const [, group, single] = match;
    if (group !== undefined) items.push(group.split(',').map((item) => item.trim()));
    else if (single !== undefined && single.trim() !== '') items.push(single.trim());
  }
  return items;
}

function numericFilterOf(text: string): FilterNode {
  const node = parseFilters('numericFilters', text);
  if (node === undefined || !('attribute' in node)) {
    throw new AlgoliaProtocolError(400, `numericFilters: '${quote(text)}' is not one comparison`);
  }
  return node;
}

/**
 * facetFilters/numericFilters as the clients send them: one string, or an array whose strings are
 * ANDed and whose inner arrays of strings are ORed (two levels at most).
 */
function filterList(
  label: string,
  value: unknown,
  parse: (text: string) => FilterNode,
): FilterNode | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string') return parse(value);
  const items = (list: unknown[]): unknown[] => {
    if (list.length > MAX_FILTER_ITEMS) {
      throw new AlgoliaProtocolError(400, `${label}: more than ${MAX_FILTER_ITEMS} items`);
    }
    return list;
  };
  const leaf = (item: unknown): FilterNode => {
    if (typeof item === 'string') return parse(item);
    const what = Array.isArray(item) ? 'nested deeper than 2 levels' : 'holds a non-string item';
    throw new AlgoliaProtocolError(400, `${label}: ${what}`);
  };
  if (!Array.isArray(value)) return leaf(value);
  return {
    and: items(value).map((item) =>
      Array.isArray(item) ? { or: items(item).map(leaf) } : leaf(item),
    ),
  };
}

/**
 * facetFilters as sent → a filter tree (docs/product/algolia-protocol.md#filters); undefined for none.
 * @example facetFiltersOf([['brand:A', 'brand:B'], 'color:-red']) // { and: [{ or: [A, B] }, { not: red }] }
 */
export function facetFiltersOf(value: unknown): FilterNode | undefined {
  return filterList('facetFilters', value, facetFilterOf);
}

/** numericFilters as sent, in the array or the legacy text form → a filter tree. */
export function numericFiltersOf(value: unknown): FilterNode | undefined {
  const list = typeof value === 'string' && value.includes(',') ? legacyNumericList(value) : value;
  return filterList('numericFilters', list, numericFilterOf);
}

/** The conditions (leaves) of a filter tree; iterative, the tree's depth is already bounded. */
function leaves(node: FilterNode | undefined): number {
  let count = 0;
  const stack = node === undefined ? [] : [node];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    if ('and' in top) stack.push(...top.and);
    else if ('or' in top) stack.push(...top.or);
    else if ('not' in top) stack.push(top.not);
    else count += 1;
  }
  return count;
}

/** The filter parameters of a decoded query (`AlgoliaQuery`). */
interface FilterFields {
  facetFilters: unknown;
  numericFilters: unknown;
  filters: string;
}

/**
 * Refuses a call whose queries hold more than `max` filter conditions together, as sent (each
 * OR-ed value counts). Throws as `toWhere` does for malformed filters.
 * @example checkCallConditions([{ facetFilters: [['brand:A', 'brand:B']], numericFilters: ['price>1'], filters: '' }], 2) // throws 400
 */
export function checkCallConditions(queries: readonly FilterFields[], max: number): void {
  let conditions = 0;
  for (const q of queries) {
    conditions +=
      leaves(facetFiltersOf(q.facetFilters)) +
      leaves(numericFiltersOf(q.numericFilters)) +
      leaves(parseFilters('filters', q.filters));
    if (conditions > max) {
      throw new AlgoliaProtocolError(400, `filters: more than ${max} conditions in one call`);
    }
  }
}
