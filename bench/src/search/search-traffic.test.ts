import { describe, expect, it } from 'vitest';
import { pushCatalogue } from './search-catalogue.js';
import { searchTraffic } from './search-traffic.js';

const products = pushCatalogue(2000);

function frequencies(queries: readonly string[]): number[] {
  const counts = new Map<string, number>();
  for (const query of queries) counts.set(query, (counts.get(query) ?? 0) + 1);
  return [...counts.values()].sort((a, b) => b - a);
}

describe('searchTraffic', () => {
  it('is the same sequence on every run', () => {
    const options = { distinct: 500, length: 2000 };
    expect(searchTraffic(products, options).queries).toEqual(
      searchTraffic(products, options).queries,
    );
  });

  it('draws from the distinct searches with Zipf popularity, not a handful of repeats', () => {
    const traffic = searchTraffic(products, { distinct: 1000, length: 50_000 });
    expect(traffic.distinct).toBe(1000);
    const counts = frequencies(traffic.queries);
    // With s = 1 the most popular search is 1 / H(1000) ≈ 13 % of the traffic, the tenth a tenth of it.
    const share = (counts[0] ?? 0) / traffic.queries.length;
    expect(share).toBeGreaterThan(0.11);
    expect(share).toBeLessThan(0.16);
    expect((counts[9] ?? 0) / (counts[0] ?? 1)).toBeGreaterThan(0.06);
    expect((counts[9] ?? 0) / (counts[0] ?? 1)).toBeLessThan(0.15);
    expect(counts.length).toBeGreaterThan(800);
  });

  it('makes valid search query strings of the catalogue', () => {
    const { queries } = searchTraffic(products, { distinct: 300, length: 300 });
    for (const query of queries) {
      const params = new URLSearchParams(query);
      expect([...params.keys()].length).toBeGreaterThan(0);
      for (const key of params.keys()) {
        expect(key).toMatch(
          /^(q|offset|filters\[\d\]\[0\]\[\w+\](\[(from|to)\])?|sort\[0\]\[selling_price\])$/,
        );
      }
    }
  });
});
