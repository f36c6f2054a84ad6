import { searchQuerySchema } from '@trova/contracts';
import { describe, expect, it } from 'vitest';
import { toEngineFilters, toEngineQuery } from './search-engine-query';

const request = (query: Record<string, string>) => searchQuerySchema.parse(query);

describe('engine query of a search request', () => {
  it('ORs the values of one facet wherever they appear and ANDs facets', () => {
    const { filters } = request({
      'filters[0][0][color]': 'Rosso',
      'filters[0][1][color]': 'Blu',
      'filters[1][0][color]': 'Nero',
      'filters[1][1][brand]': 'Alpha',
      'filters[2][0][price][from]': '10',
    });
    expect(toEngineFilters(filters)).toEqual({
      color: ['Rosso', 'Blu', 'Nero'],
      brand: ['Alpha'],
      price: { min: 10 },
    });
  });

  it('sorts by price for either price key, by relevance otherwise, and explains only previews', () => {
    const byPrice = request({ q: 'sofa', 'sort[0][selling_price]': 'DESC', explain: '1' });
    expect(toEngineQuery(byPrice, false)).toMatchObject({
      q: 'sofa',
      sort: [{ field: 'price', order: 'desc' }],
    });
    expect(toEngineQuery(byPrice, false).explain).toBeUndefined();
    expect(toEngineQuery(byPrice, true).explain).toBe(true);
    expect(toEngineQuery(request({ 'sort[0][score]': 'DESC' }), false).sort).toEqual([]);
  });
});
