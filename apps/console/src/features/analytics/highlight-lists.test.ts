import { describe, expect, it } from 'vitest';
import { highlightItemUrl, isProductList, PRODUCT_LIST_KEYS, QUERY_LISTS } from './highlight-lists';

describe('highlight lists', () => {
  it('split the eight highlights into four query and four product lists', () => {
    expect(QUERY_LISTS).toEqual([
      'trendingSearches',
      'convertingSearches',
      'noResults',
      'noClicks',
    ]);
    expect(PRODUCT_LIST_KEYS.every(isProductList)).toBe(true);
    expect(PRODUCT_LIST_KEYS).toHaveLength(4);
  });

  it('open products by id and queries by their text', () => {
    const product = { value: 'Red shoe', count: 4, id: 'p-9' };
    expect(highlightItemUrl('clickedProducts', product, '', {})).toBe(
      '/analytics/queries/product/p-9',
    );
    expect(highlightItemUrl('clickedProducts', { value: 'Red shoe', count: 4 }, '', {})).toBeNull();
    expect(highlightItemUrl('trendingSearches', { value: 'red', count: 4 }, '', {})).toBe(
      '/analytics/queries/query/red',
    );
  });
});
