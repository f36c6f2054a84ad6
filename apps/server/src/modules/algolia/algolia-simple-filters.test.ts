import { describe, expect, it } from 'vitest';
import { simpleFilters } from './algolia-simple-filters';

const FACETS = [
  { name: 'brand', type: 'string' as const },
  { name: 'categories', type: 'category' as const },
  { name: 'price', type: 'number' as const },
];

describe('a where as the engine plain filters', () => {
  it('turns ANDed value lists and inclusive ranges into filters, merging two bounds', () => {
    const where = {
      and: [
        {
          or: [
            { field: 'brand', values: ['A'] },
            { field: 'brand', values: ['B'] },
          ],
        },
        { and: [{ field: 'categories', values: ['Donna/Scarpe'] }] },
        { field: 'price', range: { min: 10 } },
        { field: 'price', range: { max: 90 } },
      ],
    };
    expect(simpleFilters(where, FACETS)).toEqual({
      brand: ['A', 'B'],
      categories: ['Donna/Scarpe'],
      price: { min: 10, max: 90 },
    });
  });

  it('keeps the where for what plain filters cannot say', () => {
    const brand = { field: 'brand', values: ['A'] };
    for (const where of [
      { not: brand },
      { or: [brand, { field: 'categories', values: ['Donna'] }] },
      { and: [brand, { field: 'brand', values: ['B'] }] },
      { field: 'price', range: { min: 10, minExclusive: true } },
      { field: 'gone', values: ['x'] },
      { field: 'price', values: ['10'] },
    ]) {
      expect(simpleFilters(where, FACETS)).toBeUndefined();
    }
  });
});
