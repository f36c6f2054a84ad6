import { describe, expect, it } from 'vitest';
import { SearchIndex } from '../index/search-index.js';
import { products, schema } from '../test-fixtures/catalogue.fixture.js';
import type { SearchQuery } from './types.js';

const index = SearchIndex.build(schema, products);
const run = (q: SearchQuery): string[] => index.search({ limit: 50, ...q }).hits.map((h) => h.id);
const base = run({ q: 'scarpe' });

describe('merchandising', () => {
  it('pins products at positions, even ones the text does not match', () => {
    const out = run({
      q: 'scarpe',
      merchandising: {
        pins: [
          { id: 'p7', position: 0 },
          { id: 'p1', position: 2 },
        ],
      },
    });
    expect(out[0]).toBe('p7');
    expect(out[2]).toBe('p1');
    expect(out).toHaveLength(base.length + 1);
  });

  it('drops a pin a filter excludes and keeps the other pins in their slots', () => {
    const out = run({
      q: 'scarpe',
      filters: { brand: ['Nike', 'Adidas'] },
      merchandising: {
        pins: [
          { id: 'p6', position: 0 },
          { id: 'p9', position: 1 },
        ],
      },
    });
    expect(out).not.toContain('p6');
    expect(out[1]).toBe('p9');
  });

  it('boosts, buries and removes', () => {
    const out = run({
      q: 'scarpe',
      merchandising: { boost: ['p10'], bury: ['p2'], remove: ['p6'] },
    });
    expect(out).toEqual(['p10', 'p1', 'p2']);
  });

  it('is switched off when sorting by a field unless asked', () => {
    const merch = { pins: [{ id: 'p7', position: 0 }], remove: ['p1'] };
    const sort = [{ field: 'price' }];
    expect(run({ q: 'scarpe', sort, merchandising: merch })).toEqual(run({ q: 'scarpe', sort }));
    expect(run({ q: 'scarpe', sort, merchandising: { ...merch, applyWhenSorted: true } })[0]).toBe(
      'p7',
    );
  });

  it('explains which rule placed each hit', () => {
    const r = index.search({
      q: 'scarpe',
      explain: true,
      merchandising: { pins: [{ id: 'p7', position: 1 }], bury: ['p2'] },
    });
    // p1 and p6 tie on popularity's side no more: p1's title has 'scarpe' itself, p6's 'scarpa'.
    expect(r.hits.map((h) => h.explain?.placedBy)).toEqual([
      'exactness',
      'pin',
      'exactness',
      'fieldWeight',
      'bury',
    ]);
  });

  it('names the rule that placed a hit with the label of its entry', () => {
    const r = index.search({
      q: 'scarpe',
      explain: true,
      merchandising: {
        pins: [{ id: 'p7', position: 0, label: 'Sofa week' }],
        boost: [{ id: 'p10', label: 'Spring' }],
        bury: ['p2'],
      },
    });
    const byId = new Map(r.hits.map((h) => [h.id, h.explain]));
    expect(byId.get('p7')).toMatchObject({ placedBy: 'pin', label: 'Sofa week' });
    expect(byId.get('p10')).toMatchObject({ placedBy: 'boost', label: 'Spring' });
    expect(byId.get('p2')?.placedBy).toBe('bury');
    expect(byId.get('p2')?.label).toBeUndefined();
    expect(r.hits.filter((h) => h.explain?.label !== undefined)).toHaveLength(2);
  });

  it('boosts and buries labelled entries like plain ids', () => {
    const plain = run({ q: 'scarpe', merchandising: { boost: ['p10'], bury: ['p2'] } });
    const labelled = run({
      q: 'scarpe',
      merchandising: { boost: [{ id: 'p10', label: 'a' }], bury: [{ id: 'p2', label: 'b' }] },
    });
    expect(labelled).toEqual(plain);
  });
});
