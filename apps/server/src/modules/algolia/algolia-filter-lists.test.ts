import { describe, expect, it } from 'vitest';
import { facetFiltersOf, numericFiltersOf } from './algolia-filter-lists';

describe('facetFiltersOf', () => {
  it('ANDs strings, ORs inner arrays, reads negation and the escaped dash', () => {
    expect(facetFiltersOf([['brand:A', 'brand:B'], 'color:-rosso', 'size:\\-1'])).toEqual({
      and: [
        {
          or: [
            { attribute: 'brand', value: 'A' },
            { attribute: 'brand', value: 'B' },
          ],
        },
        { not: { attribute: 'color', value: 'rosso' } },
        { attribute: 'size', value: '-1' },
      ],
    });
    expect(facetFiltersOf('brand:"A: B"')).toEqual({ attribute: 'brand', value: 'A: B' });
    expect(facetFiltersOf(undefined)).toBeUndefined();
    expect(facetFiltersOf('')).toBeUndefined();
  });
});

describe('numericFiltersOf', () => {
  it('reads arrays and the legacy text form alike', () => {
    const tree = {
      and: [
        { attribute: 'price', operator: '>=', number: 1 },
        {
          or: [
            { attribute: 'price', operator: '<', number: 5 },
            { attribute: 'price', from: 9, to: 12 },
          ],
        },
      ],
    };
    expect(numericFiltersOf(['price>=1', ['price<5', 'price:9 TO 12']])).toEqual(tree);
    expect(numericFiltersOf('price>=1,(price<5,price:9 TO 12)')).toEqual(tree);
  });
});
