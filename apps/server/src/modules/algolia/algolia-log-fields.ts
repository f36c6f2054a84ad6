import type { SearchRequest } from '@trova/contracts';
import type { FilterExpression } from '@trova/engine';

/** Filters a logged search keeps, as the native search keeps them. */
const MAX_LOGGED_FILTERS = 50;

/** What the event log and campaign triggers read of a query's filters. */
export interface FilterFacts {
  /** The filters the query applies, in the native request's shape (for campaign triggers). */
  filters: SearchRequest['filters'];
  /** `facet:value` and `facet:from..to`, as the native search logs them (`searchFilterKeys`). */
  keys: string[];
}

const NONE: FilterFacts = { filters: [], keys: [] };

/**
 * The values and ranges a `where` applies: every leaf not under a `not` (a negation chooses
 * nothing a shopper would name), each as one native filter group, so its values are read as the
 * native search's (docs/product/analytics.md#searches).
 * @example filterFacts({ field: 'brand', values: ['Nike'] }).keys // ['brand:Nike']
 */
export function filterFacts(where: FilterExpression | undefined): FilterFacts {
  if (where === undefined) return NONE;
  const filters: SearchRequest['filters'] = [];
  const keys = new Set<string>();
  const visit = (node: FilterExpression): void => {
    if ('and' in node) node.and.forEach(visit);
    else if ('or' in node) node.or.forEach(visit);
    else if ('values' in node) {
      filters.push(node.values.map((value) => ({ [node.field]: value })));
      for (const value of node.values) keys.add(`${node.field}:${value}`);
    } else if ('range' in node) {
      const { min, max } = node.range;
      filters.push([{ [node.field]: { from: min, to: max } }]);
      keys.add(`${node.field}:${min ?? ''}..${max ?? ''}`);
    }
  };
  visit(where);
  return { filters, keys: [...keys].slice(0, MAX_LOGGED_FILTERS) };
}
