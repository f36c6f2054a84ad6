import { describe, expect, it } from 'vitest';
import { seededRandom } from './shopper-random';
import { buildVocabulary, noResultQuery } from './shopper-vocabulary';

const sample = {
  titles: [
    'Trail runner Acme, black, size 42',
    'Trail runner Acme, red, size 40',
    'Kettle Brewmaster steel',
  ],
  facets: {
    brand: { Acme: 30, Brewmaster: 5 },
    categories: { 'Shoes > Running': 30, 'Home/Kitchen': 5 },
    size: { '42': 12, S: 4 },
    price: { min: 10, max: 90 },
  },
  total: 35,
};

describe('buildVocabulary', () => {
  it('ranks brands, category leaves and title heads by how much of the catalogue has them', () => {
    const { queries } = buildVocabulary(sample);
    expect(queries.slice(0, 2)).toEqual(['acme', 'running']);
    expect(queries).toContain('trail runner');
    expect(queries).toContain('kitchen');
    expect(queries).toContain('kettle brewmaster');
    expect(queries.indexOf('acme')).toBeLessThan(queries.indexOf('brewmaster'));
  });

  it('leaves out prices, sizes and numbers', () => {
    const { queries } = buildVocabulary(sample);
    for (const query of queries) {
      expect(query).not.toMatch(/^\d+$/);
      expect(query.length).toBeGreaterThanOrEqual(3);
    }
    expect(queries).not.toContain('s');
  });

  it('gives the same ranking for the same catalogue', () => {
    expect(buildVocabulary(sample)).toEqual(buildVocabulary(structuredClone(sample)));
    expect(buildVocabulary({ titles: [], facets: {}, total: 0 }).queries).toEqual([]);
  });
});

describe('noResultQuery', () => {
  it('makes non-empty queries, the same for one seed', () => {
    const draw = () => {
      const random = seededRandom(5);
      return Array.from({ length: 10 }, () => noResultQuery(random));
    };
    expect(draw()).toEqual(draw());
    for (const query of draw()) expect(query.length).toBeGreaterThan(3);
  });
});
