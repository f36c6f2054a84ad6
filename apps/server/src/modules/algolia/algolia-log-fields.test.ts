import { describe, expect, it } from 'vitest';
import { filterFacts } from './algolia-log-fields';

describe('what the event log and campaign triggers read of a where', () => {
  it('keeps every value and range not under a not, as the native search logs them', () => {
    const facts = filterFacts({
      and: [
        {
          or: [
            { field: 'brand', values: ['Nike'] },
            { field: 'brand', values: ['Puma'] },
          ],
        },
        { field: 'price', range: { min: 10 } },
        { not: { field: 'color', values: ['rosso'] } },
      ],
    });
    expect(facts.keys).toEqual(['brand:Nike', 'brand:Puma', 'price:10..']);
    expect(facts.filters).toEqual([
      [{ brand: 'Nike' }],
      [{ brand: 'Puma' }],
      [{ price: { from: 10, to: undefined } }],
    ]);
  });

  it('has nothing without filters', () => {
    expect(filterFacts(undefined)).toEqual({ filters: [], keys: [] });
  });
});
