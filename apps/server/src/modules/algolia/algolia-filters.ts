import type { FilterExpression } from '@trova/engine';
import { MAX_FILTER_DEPTH, MAX_FILTER_NODES } from '@trova/engine';
import { categoryPath } from '../catalogue/index';
import type { FilterNode } from './algolia-filters.grammar';
import { MAX_FILTER_TEXT, parseFilters } from './algolia-filters.grammar';
import type { AlgoliaQuery } from './algolia-params';
import { AlgoliaProtocolError } from './algolia-protocol.error';

type FilterLeaf = Extract<FilterNode, { attribute: string }>;

/** Most items one filter array (or one of its inner OR arrays) may hold. */
export const MAX_FILTER_ITEMS = 200;

/** The index facets a query may filter on, as `SearchFacets` in the search module. */
export type AlgoliaFacets = readonly { name: string; type: string }[];

/** Names the Algolia libraries use for Trova's fields (docs/product/algolia-protocol.md#filters). */
const ALIASES: ReadonlyMap<string, string> = new Map([['selling_price', 'price']]);
/** `categories.lvl0`, `categories.lvl1`...: InstantSearch's hierarchical attribute names. */
const LEVEL = /^(.+)\.lvl\d{1,2}$/;
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

/** An attribute → the schema's facet it filters, or undefined when the shop has none. */
function facetOf(
  attribute: string,
  types: ReadonlyMap<string, string>,
): { name: string; type: string } | undefined {
  const name = ALIASES.get(attribute) ?? attribute;
  const type = types.get(name);
  if (type !== undefined) return { name, type };
  const level = LEVEL.exec(name)?.[1];
  const levelType = level === undefined ? undefined : types.get(level);
  return level !== undefined && levelType === 'category'
    ? { name: level, type: levelType }
    : undefined;
}

function equalTo(field: string, value: number): FilterExpression {
  return { field, range: { min: value, max: value } };
}

function leafOf(node: FilterLeaf, field: { name: string; type: string }): FilterExpression {
  if ('value' in node) {
    const number = node.value.trim() === '' ? Number.NaN : Number(node.value);
    if (field.type === 'number' && Number.isFinite(number)) return equalTo(field.name, number);
    const value = field.type === 'category' ? categoryPath(node.value) : node.value;
    return { field: field.name, values: [value] };
  }
  if ('from' in node) return { field: field.name, range: { min: node.from, max: node.to } };
  const n = node.number;
  switch (node.operator) {
    case '=':
      return equalTo(field.name, n);
    case '!=':
      return { not: equalTo(field.name, n) };
    case '<':
      return { field: field.name, range: { max: n, maxExclusive: true } };
    case '<=':
      return { field: field.name, range: { max: n } };
    case '>':
      return { field: field.name, range: { min: n, minExclusive: true } };
    case '>=':
      return { field: field.name, range: { min: n } };
  }
}

/**
 * Or-ed value leaves of one facet become one leaf (`{ field, values }` ORs its values), so an
 * InstantSearch refinement list of many values costs one engine node.
 */
function mergeValues(terms: FilterExpression[]): FilterExpression[] {
  const merged: FilterExpression[] = [];
  const byField = new Map<string, string[]>();
  for (const term of terms) {
    if ('values' in term) {
      const values = byField.get(term.field);
      if (values) values.push(...term.values);
      else {
        const own = [...term.values];
        byField.set(term.field, own);
        merged.push({ field: term.field, values: own });
      }
    } else merged.push(term);
  }
  return merged;
}

/**
 * Filters on an attribute the shop's index lacks are left out, as the native route leaves out
 * facets the shop removed (docs/product/algolia-protocol.md#filters): a dropped leaf vanishes from
 * its AND/OR, and NOT of nothing is nothing.
 */
function resolve(
  node: FilterNode,
  types: ReadonlyMap<string, string>,
): FilterExpression | undefined {
  if ('and' in node || 'or' in node) {
    const isAnd = 'and' in node;
    const terms = (isAnd ? node.and : node.or).flatMap((child) => {
      const resolved = resolve(child, types);
      if (resolved === undefined) return [];
      if (isAnd && 'and' in resolved) return [...resolved.and];
      if (!isAnd && 'or' in resolved) return [...resolved.or];
      return [resolved];
    });
    const kept = isAnd ? terms : mergeValues(terms);
    if (kept.length <= 1) return kept[0];
    return isAnd ? { and: kept } : { or: kept };
  }
  if ('not' in node) {
    const inner = resolve(node.not, types);
    return inner === undefined ? undefined : { not: inner };
  }
  const field = facetOf(node.attribute, types);
  return field === undefined ? undefined : leafOf(node, field);
}

function measure(
  node: FilterExpression,
  depth: number,
  budget: { nodes: number; depth: number },
): void {
  budget.nodes++;
  budget.depth = Math.max(budget.depth, depth);
  const children =
    'and' in node ? node.and : 'or' in node ? node.or : 'not' in node ? [node.not] : [];
  for (const child of children) measure(child, depth + 1, budget);
}

/**
 * The engine `where` of a decoded query: facetFilters, numericFilters and filters ANDed, each
 * attribute matched against the index's facets. Undefined when nothing filters.
 * Throws AlgoliaProtocolError(400) for malformed or oversized filters.
 * @example toWhere({ ...q, facetFilters: [['brand:A', 'brand:B']] }, [{ name: 'brand', type: 'string' }])
 * // { field: 'brand', values: ['A', 'B'] }
 */
export function toWhere(q: AlgoliaQuery, facets: AlgoliaFacets): FilterExpression | undefined {
  const parsed = [
    filterList('facetFilters', q.facetFilters, facetFilterOf),
    filterList(
      'numericFilters',
      typeof q.numericFilters === 'string' && q.numericFilters.includes(',')
        ? legacyNumericList(q.numericFilters)
        : q.numericFilters,
      numericFilterOf,
    ),
    parseFilters('filters', q.filters),
  ].filter((node): node is FilterNode => node !== undefined);
  const types = new Map(facets.map((facet) => [facet.name, facet.type]));
  const where = resolve({ and: parsed }, types);
  if (where === undefined) return undefined;
  const budget = { nodes: 0, depth: 0 };
  measure(where, 1, budget);
  if (budget.nodes > MAX_FILTER_NODES || budget.depth > MAX_FILTER_DEPTH) {
    throw new AlgoliaProtocolError(
      400,
      `filters: more than ${MAX_FILTER_NODES} conditions or ${MAX_FILTER_DEPTH} levels`,
    );
  }
  return where;
}
