import type { Filter, Trigger, Validity } from './conditions.schema';

export const TRIGGER_WARNINGS = [
  'incompleteQuery',
  'incompleteFilter',
  'priceRange',
  'needQueryOrFilter',
  'twoConditions',
] as const;
export type TriggerWarning = (typeof TRIGGER_WARNINGS)[number];

function filterEntry(filter: Filter): [string, Filter[string]] | undefined {
  return Object.entries(filter)[0];
}

function isFilterIncomplete(filter: Filter): boolean {
  const entry = filterEntry(filter);
  if (!entry || entry[0] === '') return true;
  const value = entry[1];
  if (typeof value === 'string') return value.trim() === '';
  return value === undefined || (value.from === null && value.to === null);
}

function isPriceRangeInverted(filter: Filter): boolean {
  const value = filterEntry(filter)?.[1];
  if (value === undefined || typeof value === 'string') return false;
  return value.from !== null && value.to !== null && value.from >= value.to;
}

/**
 * Why a trigger blocks saving (docs/product/visual-machine.md#triggers), each reason once, in
 * TRIGGER_WARNINGS order.
 * @example triggerWarnings({ queries: [], facet: { type: 'filterIs', filters: [] } }) // ['needQueryOrFilter']
 */
export function triggerWarnings(trigger: Trigger): TriggerWarning[] {
  const found = new Set<TriggerWarning>();
  const { queries } = trigger;
  const filters = trigger.facet.filters;
  if (queries.some((query) => query.type !== 'always' && query.value.trim() === '')) {
    found.add('incompleteQuery');
  }
  if (filters.some(isFilterIncomplete)) found.add('incompleteFilter');
  if (filters.some(isPriceRangeInverted)) found.add('priceRange');
  if (queries.length === 0 && filters.length === 0) found.add('needQueryOrFilter');
  const keys = filters.map((filter) => filterEntry(filter)?.[0]).filter((key) => key);
  if (new Set(keys).size !== keys.length) found.add('twoConditions');
  return TRIGGER_WARNINGS.filter((warning) => found.has(warning));
}

/**
 * A time-interval validity needs a start.
 * @example isValidityMissing({ type: 'timeInterval', from: 0, to: null }) // true
 */
export function isValidityMissing(validity: Validity): boolean {
  return validity.type === 'timeInterval' && validity.from === 0;
}

/**
 * Adding a query condition is blocked while any existing one is not `queryContains` or is empty.
 * @example canAddQuery([{ type: 'queryContains', value: 'tv' }]) // true
 */
export function canAddQuery(queries: Trigger['queries']): boolean {
  return queries.every((query) => query.type === 'queryContains' && query.value.trim() !== '');
}

/**
 * Adding a filter is blocked while one is incomplete or when every configured facet plus price and
 * categories is already used.
 * @example canAddFilter([], 3) // true
 */
export function canAddFilter(filters: readonly Filter[], configuredFacets: number): boolean {
  return !filters.some(isFilterIncomplete) && filters.length < configuredFacets + 2;
}

/**
 * Add-trigger is offered only when the last trigger has a query or a filter.
 * @example canAddTrigger([{ queries: [], facet: { type: 'filterIs', filters: [] } }]) // false
 */
export function canAddTrigger(triggers: readonly Trigger[]): boolean {
  const last = triggers.at(-1);
  return last !== undefined && (last.queries.length > 0 || last.facet.filters.length > 0);
}
