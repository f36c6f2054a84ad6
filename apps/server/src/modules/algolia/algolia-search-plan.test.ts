import { SearchIndex, type EngineSchema, type FacetResult } from '@trova/engine';
import { describe, expect, it } from 'vitest';
import { decodeSingleQuery } from './algolia-params';
import { planSearch, type PlanIndex } from './algolia-search-plan';

const FACETS = [
  { name: 'color', type: 'string[]' as const },
  { name: 'price', type: 'number' as const },
];
const schema: EngineSchema = { searchable: [{ name: 'title' }], facets: FACETS };
const index = SearchIndex.build(schema, [
  { id: 'a', title: 'Scarpa', color: ['red', 'blue'], price: 10 },
  { id: 'b', title: 'Scarpa', color: ['red'], price: 20 },
  { id: 'c', title: 'Scarpa', color: ['blue'], price: 30 },
  { id: 'd', title: 'Scarpa', color: ['blue', 'green'], price: 90 },
]);
const PLAN_INDEX: PlanIndex = { facets: FACETS, sortable: [], searchable: [] };

function facetsOf(params: Record<string, unknown>): Record<string, FacetResult> {
  const plan = planSearch(decodeSingleQuery('key', params), PLAN_INDEX, [], 1, '{}', undefined);
  return index.search(plan.query).facets;
}

describe('the facet counts of a planned Algolia query', () => {
  it('counts a filtered facet under its own filter, as Algolia does', () => {
    const color = facetsOf({ facetFilters: ['color:red'], facets: ['color'] }).color;
    const counts =
      color?.type === 'number'
        ? {}
        : Object.fromEntries(color?.values.map((v) => [v.value, v.count]) ?? []);
    // blue = count(red AND blue), never count(blue)
    expect(counts).toEqual({ red: 2, blue: 1 });
  });

  it('answers the stats of a number facet under its own range', () => {
    const price = facetsOf({ numericFilters: ['price>=15', 'price<=40'], facets: ['price'] }).price;
    expect(price).toMatchObject({ type: 'number', min: 20, max: 30, count: 2 });
  });

  it('sends simple filters of a counted field as plain filters counted conjunctively', () => {
    const params = { facetFilters: [['color:red', 'color:green']], facets: ['color'] };
    const plan = planSearch(decodeSingleQuery('key', params), PLAN_INDEX, [], 1, '{}', undefined);
    expect(plan.query).toMatchObject({
      filters: { color: ['red', 'green'] },
      facetCounting: 'conjunctive',
    });
    expect(plan.query.where).toBeUndefined();
  });

  it('still uses the plain filters when no filtered field is counted', () => {
    const plan = planSearch(
      decodeSingleQuery('key', { facetFilters: ['color:red'], facets: ['price'] }),
      PLAN_INDEX,
      [],
      1,
      '{}',
      undefined,
    );
    expect(plan.query.filters).toEqual({ color: ['red'] });
    expect(index.search(plan.query).total).toBe(2);
  });

  it('highlights the searchable attributes but descriptions unless a query names them', () => {
    const index: PlanIndex = {
      ...PLAN_INDEX,
      searchable: [{ name: 'title' }, { name: 'brand' }, { name: 'description' }],
    };
    const plan = (params: Record<string, unknown>) =>
      planSearch(decodeSingleQuery('key', params), index, [], 1, '{}', undefined).view.hits
        .highlight;
    expect(plan({ query: 'scarpa' })).toEqual(['title', 'brand']);
    expect(plan({ query: 'scarpa', attributesToHighlight: ['description'] })).toEqual([
      'description',
    ]);
  });

  it('has the engine highlight only the attributes the answer maps', () => {
    const index: PlanIndex = {
      ...PLAN_INDEX,
      searchable: [{ name: 'title' }, { name: 'brand' }, { name: 'description' }],
    };
    const engine = (params: Record<string, unknown>) =>
      planSearch(decodeSingleQuery('key', params), index, [], 1, '{}', undefined).query.highlight;
    expect(engine({ query: 'scarpa' })).toEqual(['title', 'brand']);
    expect(engine({ query: 'scarpa', attributesToSnippet: ['description:5'] })).toEqual([
      'title',
      'brand',
      'description',
    ]);
    expect(engine({ query: 'scarpa', attributesToHighlight: ['*'] })).toBe(true);
    expect(engine({ query: 'scarpa', attributesToHighlight: [] })).toBe(false);
    expect(engine({ query: '', attributesToHighlight: ['title'] })).toBe(false);
  });
});
