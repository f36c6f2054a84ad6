import { searchQuerySchema } from '@trova/contracts';
import { describe, expect, it } from 'vitest';
import { searchFilterKeys, searchSortKey } from './search-log-fields';

describe('search log fields', () => {
  it('lists filters as facet:value strings, ranges with open bounds, no duplicates', () => {
    const request = searchQuerySchema.parse({
      'filters[0][0][brand]': 'Nike',
      'filters[0][1][brand]': 'Puma',
      'filters[1][0][color]': 'rosso: scuro',
      'filters[2][0][price][from]': '10',
      'filters[3][0][weight][to]': '2.5',
      'filters[4][0][brand]': 'Nike',
    });
    expect(searchFilterKeys(request.filters)).toEqual([
      'brand:Nike',
      'brand:Puma',
      'color:rosso: scuro',
      'price:10..',
      'weight:..2.5',
    ]);
    expect(searchFilterKeys([])).toEqual([]);
  });

  it('keeps at most 50 filters', () => {
    const many = Array.from({ length: 80 }, (_, index) => [{ tag: `t${index}` }]);
    expect(searchFilterKeys(many)).toHaveLength(50);
  });

  it('names the chosen sort with its direction, relevance as null', () => {
    expect(searchSortKey([{ selling_price: 'DESC' }, { title: 'ASC' }])).toBe('selling_price:desc');
    expect(searchSortKey([{ selling_price: 'asc' }])).toBe('selling_price:asc');
    expect(searchSortKey([{ score: 'DESC' }])).toBeNull();
    expect(searchSortKey([])).toBeNull();
  });
});
