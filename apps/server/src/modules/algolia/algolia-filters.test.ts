import { describe, expect, it } from 'vitest';
import { toWhere } from './algolia-filters';
import type { AlgoliaQuery } from './algolia-params';
import { decodeQueriesBody } from './algolia-params';

const FACETS = [
  { name: 'brand', type: 'string' },
  { name: 'color', type: 'string[]' },
  { name: 'categories', type: 'category' },
  { name: 'price', type: 'number' },
  { name: 'inStock', type: 'string' },
];

const query = (params: Partial<AlgoliaQuery>): AlgoliaQuery => ({
  ...decodeQueriesBody({ requests: [{ indexName: 'pk' }] })[0],
  ...(params as AlgoliaQuery),
});
const where = (params: Partial<AlgoliaQuery>) => toWhere(query(params), FACETS);
const errorOf = (params: Partial<AlgoliaQuery>): string => {
  try {
    where(params);
  } catch (error) {
    return `${(error as { status: number }).status} ${(error as Error).message}`;
  }
  return 'no error';
};

describe('toWhere: facetFilters', () => {
  it('ANDs strings and ORs inner arrays, one leaf per facet of an OR', () => {
    expect(where({ facetFilters: [['brand:Nike', 'brand:Adidas'], 'color:rosso'] })).toEqual({
      and: [
        { field: 'brand', values: ['Nike', 'Adidas'] },
        { field: 'color', values: ['rosso'] },
      ],
    });
    expect(where({ facetFilters: 'brand:Nike' })).toEqual({ field: 'brand', values: ['Nike'] });
    expect(where({ facetFilters: [['brand:Nike', 'color:blu']] })).toEqual({
      or: [
        { field: 'brand', values: ['Nike'] },
        { field: 'color', values: ['blu'] },
      ],
    });
  });

  it('negates attr:-value, keeps attr:\\-value literal, splits on the first colon, drops quotes', () => {
    expect(where({ facetFilters: ['color:-rosso'] })).toEqual({
      not: { field: 'color', values: ['rosso'] },
    });
    expect(where({ facetFilters: ['brand:\\-5'] })).toEqual({ field: 'brand', values: ['-5'] });
    expect(where({ facetFilters: ['brand:Adidas: Originals'] })).toEqual({
      field: 'brand',
      values: ['Adidas: Originals'],
    });
    expect(where({ facetFilters: ['"brand":"Nike Air"'] })).toEqual({
      field: 'brand',
      values: ['Nike Air'],
    });
  });

  it('maps categories.lvlN and categories values onto category paths, price values onto numbers', () => {
    expect(where({ facetFilters: [['categories.lvl1:Donna > Scarpe']] })).toEqual({
      field: 'categories',
      values: ['Donna/Scarpe'],
    });
    expect(where({ facetFilters: ['categories:Donna'] })).toEqual({
      field: 'categories',
      values: ['Donna'],
    });
    expect(where({ facetFilters: ['price:10'] })).toEqual({
      field: 'price',
      range: { min: 10, max: 10 },
    });
    expect(where({ facetFilters: ['inStock:true'] })).toEqual({
      field: 'inStock',
      values: ['true'],
    });
  });

  it('leaves out attributes the index does not have, and NOT of them', () => {
    expect(where({ facetFilters: ['gone:x', 'brand:Nike'] })).toEqual({
      field: 'brand',
      values: ['Nike'],
    });
    expect(where({ facetFilters: [['gone:x', 'brand:Nike']] })).toEqual({
      field: 'brand',
      values: ['Nike'],
    });
    expect(where({ facetFilters: ['gone:-x', '_tags:promo'] })).toBeUndefined();
    expect(where({ facetFilters: ['brand.lvl0:x'] })).toBeUndefined();
  });

  it('refuses malformed and oversized lists with 400', () => {
    expect(errorOf({ facetFilters: ['brand'] })).toBe(
      "400 facetFilters: 'brand' is not attribute:value",
    );
    expect(errorOf({ facetFilters: [[['brand:x']]] })).toBe(
      '400 facetFilters: nested deeper than 2 levels',
    );
    expect(errorOf({ facetFilters: [3] })).toBe('400 facetFilters: holds a non-string item');
    expect(errorOf({ facetFilters: Array.from({ length: 201 }, () => 'brand:x') })).toBe(
      '400 facetFilters: more than 200 items',
    );
    expect(errorOf({ facetFilters: [Array.from({ length: 201 }, () => 'brand:x')] })).toBe(
      '400 facetFilters: more than 200 items',
    );
  });
});

describe('toWhere: numericFilters', () => {
  it('maps every operator and TO onto ranges', () => {
    const one = (filter: string) => where({ numericFilters: [filter] });
    expect(one('price=10')).toEqual({ field: 'price', range: { min: 10, max: 10 } });
    expect(one('price!=10')).toEqual({ not: { field: 'price', range: { min: 10, max: 10 } } });
    expect(one('price<10')).toEqual({ field: 'price', range: { max: 10, maxExclusive: true } });
    expect(one('price<=10')).toEqual({ field: 'price', range: { max: 10 } });
    expect(one('price>10')).toEqual({ field: 'price', range: { min: 10, minExclusive: true } });
    expect(one('price >= 10')).toEqual({ field: 'price', range: { min: 10 } });
    expect(one('price:10 TO 20')).toEqual({ field: 'price', range: { min: 10, max: 20 } });
    expect(one('selling_price>=1')).toEqual({ field: 'price', range: { min: 1 } });
  });

  it('reads the legacy text form: commas AND, parentheses OR', () => {
    expect(where({ numericFilters: 'price>=10, (price<5,price>90)' })).toEqual(
      where({ numericFilters: ['price>=10', ['price<5', 'price>90']] }),
    );
    expect(where({ numericFilters: 'price>=10' })).toEqual({ field: 'price', range: { min: 10 } });
  });

  it('ANDs strings, ORs inner arrays, and refuses what is not one comparison', () => {
    expect(where({ numericFilters: ['price>=10', ['price<5', 'price>90']] })).toEqual({
      and: [
        { field: 'price', range: { min: 10 } },
        {
          or: [
            { field: 'price', range: { max: 5, maxExclusive: true } },
            { field: 'price', range: { min: 90, minExclusive: true } },
          ],
        },
      ],
    });
    expect(errorOf({ numericFilters: ['price>=x'] })).toBe(
      "400 numericFilters: unexpected 'x' at position 7",
    );
    expect(errorOf({ numericFilters: ['price>1 AND price<3'] })).toBe(
      "400 numericFilters: 'price>1 AND price<3' is not one comparison",
    );
  });
});

describe('toWhere: filters and the three together', () => {
  it('translates the SQL-like string with the same attribute mapping', () => {
    expect(
      where({ filters: '(brand:Nike OR categories.lvl0:"Donna") AND NOT price > 100 AND gone:x' }),
    ).toEqual({
      and: [
        {
          or: [
            { field: 'brand', values: ['Nike'] },
            { field: 'categories', values: ['Donna'] },
          ],
        },
        { not: { field: 'price', range: { min: 100, minExclusive: true } } },
      ],
    });
    expect(errorOf({ filters: 'brand:Nike Air' })).toBe(
      "400 filters: unexpected 'Air' at position 11",
    );
  });

  it('ANDs facetFilters, numericFilters and filters, flattening nested ANDs', () => {
    expect(
      where({
        facetFilters: ['brand:Nike'],
        numericFilters: ['price<=90'],
        filters: 'color:blu AND inStock:true',
      }),
    ).toEqual({
      and: [
        { field: 'brand', values: ['Nike'] },
        { field: 'price', range: { max: 90 } },
        { field: 'color', values: ['blu'] },
        { field: 'inStock', values: ['true'] },
      ],
    });
    expect(where({})).toBeUndefined();
  });

  it('refuses trees larger than the engine runs', () => {
    const many = Array.from({ length: 150 }, (_, i) => `price:${i} TO ${i + 1}`).join(' OR ');
    expect(errorOf({ filters: `(${many}) AND (${many}) AND (${many}) AND (${many})` })).toBe(
      '400 filters: longer than 4096 characters',
    );
    // 200 ORs of 5 comparisons: 1,201 nodes.
    const ors = Array.from({ length: 200 }, (_, i) => [0, 1, 2, 3, 4].map((d) => `price=${i + d}`));
    expect(errorOf({ numericFilters: ors })).toBe(
      '400 filters: more than 1024 conditions or 32 levels',
    );
  });
});
