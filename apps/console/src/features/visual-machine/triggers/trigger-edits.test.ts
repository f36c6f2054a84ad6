import { describe, expect, it } from 'vitest';
import { emptyTrigger, type Trigger } from '@trova/contracts';
import {
  addFilter,
  addQuery,
  addTrigger,
  conditionFacets,
  configuredFacetCount,
  filterEntry,
  removeTrigger,
  setFilterFacet,
  setFilterValue,
  setQuery,
} from './trigger-edits';

function withQueries(queries: Trigger['queries']): Trigger {
  return { ...emptyTrigger(), queries };
}

function withFilters(filters: Trigger['facet']['filters']): Trigger {
  return { ...emptyTrigger(), facet: { type: 'filterIs', filters } };
}

describe('add query', () => {
  it('adds an empty "contains" query to a trigger without queries', () => {
    expect(addQuery(emptyTrigger()).queries).toEqual([{ type: 'queryContains', value: '' }]);
  });

  it('is blocked unless every query is "contains" with a value', () => {
    const empty = withQueries([{ type: 'queryContains', value: ' ' }]);
    const is = withQueries([{ type: 'queryIs', value: 'tv' }]);
    const always = withQueries([{ type: 'always', value: '' }]);
    for (const trigger of [empty, is, always]) expect(addQuery(trigger)).toBe(trigger);
    const ok = withQueries([{ type: 'queryContains', value: 'tv' }]);
    expect(addQuery(ok).queries).toHaveLength(2);
  });

  it('clears the text of a query that becomes "always"', () => {
    const trigger = withQueries([{ type: 'queryContains', value: 'tv' }]);
    expect(setQuery(trigger, 0, { type: 'always', value: 'tv' }).queries).toEqual([
      { type: 'always', value: '' },
    ]);
  });
});

describe('add filter', () => {
  it('offers the configured facets, then price and categories, once each', () => {
    expect(conditionFacets(['brand', 'price', 'colour'])).toEqual([
      'brand',
      'colour',
      'price',
      'categories',
    ]);
    expect(configuredFacetCount(['brand', 'categories'])).toBe(1);
  });

  it('is blocked while a filter is incomplete', () => {
    const incomplete = withFilters([{ brand: '' }]);
    expect(addFilter(incomplete, 3)).toBe(incomplete);
    const noFacet = withFilters([{ '': '' }]);
    expect(addFilter(noFacet, 3)).toBe(noFacet);
  });

  it('is blocked at the configured facets plus two (price and categories)', () => {
    const two = withFilters([{ brand: 'Nike' }, { price: { from: 1, to: 5 } }]);
    expect(addFilter(two, 1).facet.filters).toHaveLength(3);
    const three = withFilters([...two.facet.filters, { categories: 'Donna' }]);
    expect(addFilter(three, 1)).toBe(three);
  });

  it('resets the value when the facet changes: empty text, or a price without bounds', () => {
    const trigger = withFilters([{ brand: 'Nike' }]);
    expect(setFilterFacet(trigger, 0, 'price').facet.filters).toEqual([
      { price: { from: null, to: null } },
    ]);
    expect(setFilterFacet(trigger, 0, 'colour').facet.filters).toEqual([{ colour: '' }]);
  });

  it('keeps the facet when its value changes', () => {
    const trigger = withFilters([{ price: { from: null, to: null } }]);
    const next = setFilterValue(trigger, 0, { from: 10, to: 20 });
    expect(filterEntry(next.facet.filters[0]!)).toEqual({
      facet: 'price',
      value: { from: 10, to: 20 },
    });
  });
});

describe('add and remove trigger', () => {
  it('adds a trigger only when the last one has a query or a filter', () => {
    expect(addTrigger([emptyTrigger()])).toHaveLength(1);
    expect(addTrigger([withQueries([{ type: 'always', value: '' }])])).toHaveLength(2);
    expect(addTrigger([withFilters([{ '': '' }])])).toHaveLength(2);
    expect(addTrigger([withFilters([{ brand: 'x' }]), emptyTrigger()])).toHaveLength(2);
  });

  it('never removes the first trigger', () => {
    const triggers = [withQueries([{ type: 'always', value: '' }]), emptyTrigger()];
    expect(removeTrigger(triggers, 0)).toEqual(triggers);
    expect(removeTrigger(triggers, 1)).toEqual([triggers[0]]);
  });
});
