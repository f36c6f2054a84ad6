import {
  canAddFilter,
  canAddQuery,
  canAddTrigger,
  emptyTrigger,
  EXTRA_CONDITION_FACETS,
  type FacetConditionType,
  type Filter,
  type PriceRange,
  type QueryCondition,
  type Trigger,
} from '@trova/contracts';

/**
 * Edits of triggers (docs/product/visual-machine.md#triggers), shared by the campaign, banner and
 * recommendation editors. Each returns a new value; an edit the rules do not allow returns the
 * input unchanged, so a button that slipped through cannot break the draft.
 */

/** A filter's facet ('' while not chosen) and its value. */
export function filterEntry(filter: Filter): { facet: string; value: string | PriceRange } {
  const [facet, value] = Object.entries(filter)[0] ?? ['', ''];
  return { facet, value };
}

/**
 * The facets a condition may use: the shop's configured facets, then price and categories.
 * @example conditionFacets(['brand', 'price']) // ['brand', 'price', 'categories']
 */
export function conditionFacets(setupFacets: readonly string[]): string[] {
  const extras: readonly string[] = EXTRA_CONDITION_FACETS;
  return [...new Set([...setupFacets.filter((facet) => !extras.includes(facet)), ...extras])];
}

/**
 * The configured facets the add-filter limit counts (price and categories are the "+ 2").
 * @example configuredFacetCount(['brand', 'categories']) // 1
 */
export function configuredFacetCount(setupFacets: readonly string[]): number {
  return conditionFacets(setupFacets).length - EXTRA_CONDITION_FACETS.length;
}

/** @example addQuery(emptyTrigger()).queries // [{ type: 'queryContains', value: '' }] */
export function addQuery(trigger: Trigger): Trigger {
  if (!canAddQuery(trigger.queries)) return trigger;
  return { ...trigger, queries: [...trigger.queries, { type: 'queryContains', value: '' }] };
}

/** Replaces one query condition; "always" needs no text, so its value is cleared. */
export function setQuery(trigger: Trigger, index: number, query: QueryCondition): Trigger {
  const next = query.type === 'always' ? { ...query, value: '' } : query;
  return { ...trigger, queries: trigger.queries.map((old, i) => (i === index ? next : old)) };
}

export function removeQuery(trigger: Trigger, index: number): Trigger {
  return { ...trigger, queries: trigger.queries.filter((_, i) => i !== index) };
}

export function setFacetType(trigger: Trigger, type: FacetConditionType): Trigger {
  return { ...trigger, facet: { ...trigger.facet, type } };
}

/** Adds a filter without facet, while canAddFilter allows it. */
export function addFilter(trigger: Trigger, configuredFacets: number): Trigger {
  if (!canAddFilter(trigger.facet.filters, configuredFacets)) return trigger;
  return {
    ...trigger,
    facet: { ...trigger.facet, filters: [...trigger.facet.filters, { '': '' }] },
  };
}

function withFilter(trigger: Trigger, index: number, filter: Filter): Trigger {
  const filters = trigger.facet.filters.map((old, i) => (i === index ? filter : old));
  return { ...trigger, facet: { ...trigger.facet, filters } };
}

/**
 * Choosing a filter's facet resets its value: empty text, or a price with null bounds.
 * @example setFilterFacet({ queries: [], facet: { type: 'filterIs', filters: [{ brand: 'x' }] } }, 0, 'price').facet.filters // [{ price: { from: null, to: null } }]
 */
export function setFilterFacet(trigger: Trigger, index: number, facet: string): Trigger {
  const filter: Filter = facet === 'price' ? { price: { from: null, to: null } } : { [facet]: '' };
  return withFilter(trigger, index, filter);
}

/** A new value for the filter's facet (text, or a price range for `price`). */
export function setFilterValue(
  trigger: Trigger,
  index: number,
  value: string | PriceRange,
): Trigger {
  const current = trigger.facet.filters[index];
  if (!current) return trigger;
  return withFilter(trigger, index, { [filterEntry(current).facet]: value });
}

export function removeFilter(trigger: Trigger, index: number): Trigger {
  const filters = trigger.facet.filters.filter((_, i) => i !== index);
  return { ...trigger, facet: { ...trigger.facet, filters } };
}

/** Adds an empty trigger, only when the last one has a query or a filter. */
export function addTrigger(triggers: readonly Trigger[]): Trigger[] {
  return canAddTrigger(triggers) ? [...triggers, emptyTrigger()] : [...triggers];
}

/** Removes a trigger; the first one always stays. */
export function removeTrigger(triggers: readonly Trigger[], index: number): Trigger[] {
  if (index <= 0) return [...triggers];
  return triggers.filter((_, i) => i !== index);
}

export function setTrigger(
  triggers: readonly Trigger[],
  index: number,
  trigger: Trigger,
): Trigger[] {
  return triggers.map((old, i) => (i === index ? trigger : old));
}
