import { describe, expect, it } from 'vitest';
import { vmProduct } from '../vm-test-fixtures';
import {
  manualPreview,
  previewParams,
  servedProduct,
  sortsByHistory,
} from './recommendation-preview';
import { encodeQuerySettings } from './recommendation-query';

describe('carousel preview', () => {
  it('asks the picker’s search for a stored query as served: the selling price is the price', () => {
    const stored = encodeQuerySettings({
      search: 'sofa',
      filters: [{ name: 'sellingPrice', from: 10, to: 90 }],
      sorting: { by: 'relevance', key: 'sellingPrice', direction: 'ASC' },
    });
    expect(previewParams(stored, 10, 'EUR')).toEqual({
      q: 'sofa',
      'filters[0][0][price][from]': '10',
      'filters[0][0][price][to]': '90',
      'sort[0][selling_price]': 'ASC',
      offset: '10',
      customer_group_id: 'default',
      currency: 'EUR',
    });
  });

  it('leaves out the history sorts and other sorts the served recommendations ignore', () => {
    const history = encodeQuerySettings({
      search: 'tv',
      filters: [],
      sorting: { by: 'history', key: 'history.clicks', direction: 'DESC' },
    });
    expect(sortsByHistory(history)).toBe(true);
    expect(Object.keys(previewParams(history, 0, 'EUR'))).not.toContain('sort[0][history.clicks]');
    expect(sortsByHistory('q=tv&sort%5B0%5D%5Bscore%5D=DESC')).toBe(false);
    expect(Object.keys(previewParams('q=tv&sort%5B0%5D%5Bscore%5D=DESC', 0, 'EUR'))).toEqual([
      'q',
      'offset',
      'customer_group_id',
      'currency',
    ]);
  });

  it('shows the chosen products still available, in order, up to the size', () => {
    const products = [
      vmProduct('a'),
      vmProduct('gone', { isAlive: false }),
      vmProduct('b'),
      vmProduct('c'),
    ];
    expect(manualPreview(products, 2).map((product) => product.id)).toEqual(['a', 'b']);
  });

  it('shows a served hit with its first image behind the prefix', () => {
    expect(
      servedProduct({
        header: { externalId: 's1', imagePrefix: 'https://img/' },
        data: { title: 'Sofa', image: ['s1.jpg'], url: 'https://shop/s1' },
        pricing: { sellingPrice: 90, currency: 'EUR' },
      }),
    ).toEqual({
      id: 's1',
      title: 'Sofa',
      image: 'https://img/s1.jpg',
      price: 90,
      url: 'https://shop/s1',
      isAlive: true,
    });
  });
});
