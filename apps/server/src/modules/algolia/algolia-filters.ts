import type { FilterExpression } from '@trova/engine';
import { MAX_FILTER_DEPTH, MAX_FILTER_NODES } from '@trova/engine';
import { categoryPath } from '../catalogue/index';
import { facetFiltersOf, numericFiltersOf } from './algolia-filter-lists';
import type { FilterNode } from './algolia-filters.grammar';
import { parseFilters } from './algolia-filters.grammar';
import type { AlgoliaQuery } from './algolia-params';
import { AlgoliaProtocolError } from './algolia-protocol.error';

type FilterLeaf = Extract<FilterNode, { attribute: string }>;

/** The index facets a query may filter on, as `SearchFacets` in the search module. */
export type AlgoliaFacets = readonly { name: string; type: string }[];

/** Names the Algolia libraries use for Trova's fields (docs/product/algolia-protocol.md#filters). */
const ALIASES: ReadonlyMap<string, string> = new Map([['selling_price', 'price']]);
/** `categories.lvl0`, `categories.lvl1`...: InstantSearch's hierarchical attribute names. */
const LEVEL = /^(.+)\.lvl\d{1,2}$/;

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
    facetFiltersOf(q.facetFilters),
    numericFiltersOf(q.numericFilters),
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
