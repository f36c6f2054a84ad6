import type { FacetField, FilterExpression, FilterValue, SearchQuery } from '@trova/engine';

type Filters = Record<string, FilterValue>;

/** Adds one leaf to `filters`, ANDed: false when the engine's `filters` cannot say it. */
function addLeaf(
  node: FilterExpression,
  filters: Filters,
  types: ReadonlyMap<string, string>,
): boolean {
  if (!('field' in node) || Object.hasOwn(filters, node.field)) return false;
  const type = types.get(node.field);
  if ('values' in node) {
    if (type === undefined || type === 'number') return false;
    filters[node.field] = node.values;
    return true;
  }
  const { min, max, minExclusive, maxExclusive } = node.range;
  if (type !== 'number' || minExclusive === true || maxExclusive === true) return false;
  filters[node.field] = {
    ...(min === undefined ? {} : { min }),
    ...(max === undefined ? {} : { max }),
  };
  return true;
}

/** Merges a second range on a field already bounded (`price>=10 AND price<=90`). */
function mergeRange(node: FilterExpression, filters: Filters): boolean {
  if (!('range' in node) || !Object.hasOwn(filters, node.field)) return false;
  const known = filters[node.field];
  if (
    known === undefined ||
    Array.isArray(known) ||
    node.range.minExclusive ||
    node.range.maxExclusive
  ) {
    return false;
  }
  const { min: a, max: b } = known as { min?: number; max?: number };
  const { min: c, max: d } = node.range;
  const min = a === undefined ? c : c === undefined ? a : Math.max(a, c);
  const max = b === undefined ? d : d === undefined ? b : Math.min(b, d);
  filters[node.field] = {
    ...(min === undefined ? {} : { min }),
    ...(max === undefined ? {} : { max }),
  };
  return true;
}

/** `{ or: [...] }` of value leaves on one field: the union of their values. */
function orOfValues(node: FilterExpression): FilterExpression | undefined {
  if (!('or' in node) || node.or.length === 0) return undefined;
  const [first] = node.or;
  if (first === undefined || !('values' in first)) return undefined;
  const values: string[] = [];
  for (const child of node.or) {
    if (!('values' in child) || child.field !== first.field) return undefined;
    values.push(...child.values);
  }
  return { field: first.field, values };
}

/** The terms of nested ANDs, flattened. */
function conjuncts(node: FilterExpression): FilterExpression[] {
  return 'and' in node ? node.and.flatMap(conjuncts) : [node];
}

/**
 * The engine's plain `filters` for a `where` that is only an AND of value lists (values ORed on
 * one facet each) and inclusive number ranges, on facets of the right type: the same documents,
 * through the engine's plain filters, whose text-less browses and top lists are kept per index.
 * Undefined for anything else (negations, ORs across facets, exclusive bounds, unknown facets),
 * which keeps `where`.
 * @example simpleFilters({ and: [{ field: 'brand', values: ['A'] }, { field: 'price', range: { min: 10 } }] }, facets) // { brand: ['A'], price: { min: 10 } }
 */
export function simpleFilters(
  where: FilterExpression,
  facets: readonly Pick<FacetField, 'name' | 'type'>[],
): Filters | undefined {
  const types = new Map(facets.map((facet) => [facet.name, facet.type]));
  const filters: Filters = Object.create(null) as Filters;
  for (const leaf of conjuncts(where)) {
    const node = orOfValues(leaf) ?? leaf;
    if (!addLeaf(node, filters, types) && !mergeRange(node, filters)) return undefined;
  }
  return Object.fromEntries(Object.entries(filters));
}

/**
 * `where` as plain `filters` when it can be one (`simpleFilters`), else as it is. Plain filters
 * keep the engine's fast paths (filtered browses from value lists, kept text-less answers); they
 * count a facet without its own filter unless `facetCounting` is conjunctive, and Algolia counts
 * with every filter (docs/product/algolia-protocol.md#filters). Conjunctive only when a filtered
 * field is counted: otherwise both give the same counts, and the native route's key.
 * @example engineFilters({ field: 'brand', values: ['A'] }, facets, ['brand']) // { filters: { brand: ['A'] }, facetCounting: 'conjunctive' }
 */
export function engineFilters(
  where: FilterExpression | undefined,
  facets: readonly Pick<FacetField, 'name' | 'type'>[],
  counted: readonly string[],
): Pick<SearchQuery, 'filters' | 'where' | 'facetCounting'> {
  if (where === undefined) return {};
  const filters = simpleFilters(where, facets);
  if (filters === undefined) return { where };
  return counted.some((name) => Object.hasOwn(filters, name))
    ? { filters, facetCounting: 'conjunctive' }
    : { filters };
}
