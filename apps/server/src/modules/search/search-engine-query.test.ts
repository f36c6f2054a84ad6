import { searchQuerySchema } from '@trova/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/error-catalogue';
import { applicableFilters, toEngineFilters, toEngineQuery } from './search-engine-query';

const request = (query: Record<string, string>) => searchQuerySchema.parse(query);
const FACETS = [
  { name: 'brand', type: 'string' },
  { name: 'price', type: 'number' },
  { name: 'categories', type: 'category' },
] as const;

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
    expect(toEngineQuery(byPrice, false, FACETS)).toMatchObject({
      q: 'sofa',
      sort: [{ field: 'price', order: 'desc' }],
    });
    expect(toEngineQuery(byPrice, false, FACETS).explain).toBeUndefined();
    expect(toEngineQuery(byPrice, true, FACETS).explain).toBe(true);
    expect(toEngineQuery(request({ 'sort[0][score]': 'DESC' }), false, FACETS).sort).toEqual([]);
  });

  it('reads no inherited property for sort keys named like prototype members', () => {
    for (const key of ['constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      const sorted = request({ [`sort[0][${key}]`]: 'ASC', 'sort[1][price]': 'DESC' });
      expect(toEngineQuery(sorted, false, FACETS).sort).toEqual([
        { field: 'price', order: 'desc' },
      ]);
    }
  });

  it("leaves out filters on facets the index does not have, prototype members' names included", () => {
    const { filters } = request({
      'filters[0][0][gone]': 'x',
      'filters[0][0][constructor]': 'y',
      'filters[1][0][brand]': 'Nike',
      'filters[2][0][categories]': 'Donna',
    });
    expect(toEngineQuery({ ...request({}), filters }, false, FACETS).filters).toEqual({
      brand: ['Nike'],
      categories: ['Donna'],
    });
  });

  it('refuses a range on a value facet and values on a number facet', () => {
    const refusal = (filters: Parameters<typeof applicableFilters>[0]) => {
      try {
        applicableFilters(filters, FACETS);
        return null;
      } catch (error) {
        return error instanceof AppError ? error.code : error;
      }
    };
    expect(refusal({ brand: { min: 1 } })).toBe('search-filter-invalid');
    expect(refusal({ categories: { max: 3 } })).toBe('search-filter-invalid');
    expect(refusal({ price: ['10'] })).toBe('search-filter-invalid');
    expect(refusal({ price: { min: 1, max: 5 }, brand: ['Nike'] })).toBeNull();
  });
});
