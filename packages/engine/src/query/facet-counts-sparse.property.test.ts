import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appendDocument } from '../index/document-reader.js';
import { DocStore } from '../index/doc-store.js';
import { facetDocArb, facetSchema } from '../test-fixtures/facet-documents.fixture.js';
import { countFacets, type CandidateSet } from './facet-counts.js';
import { compileFilters, computeFails } from './filters.js';
import { Scratch } from './scratch.js';
import type { FilterValue } from './types.js';

describe('sparse facet counting against the general path', () => {
  it('gives the same counts, order and truncation on any candidate set and filters', () => {
    fc.assert(
      fc.property(
        fc.array(facetDocArb, { minLength: 1, maxLength: 60 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        fc.array(fc.nat(), { maxLength: 12 }),
        fc.option(fc.subarray(['a', 'b', 'c'], { minLength: 1 }), { nil: undefined }),
        fc.option(fc.constantFrom('Uomo', 'Donna/Borse'), { nil: undefined }),
        fc.constantFrom(0, 1, 2, 50, -1),
        (rows, deletes, picks, kinds, category, maxValues) => {
          const store = new DocStore(facetSchema);
          rows.forEach((r, i) => appendDocument(store, { id: `d${i}`, ...r }));
          for (const k of deletes) store.kill(k % rows.length);
          // Candidates are distinct live documents: none, one, or a few.
          const cands = [...new Set(picks.map((k) => k % rows.length))].filter(
            (d) => store.alive[d] === 1,
          );
          const filters: Record<string, FilterValue> = {};
          if (kinds) filters.kind = kinds;
          if (category) filters.category = [category];
          const groups = compileFilters(store, filters);
          const set: CandidateSet = {
            cands: Int32Array.from(cands),
            fails: groups.length > 0 ? new Uint32Array(cands.length) : null,
            n: cands.length,
          };
          if (set.fails) computeFails(groups, set.cands, set.n, set.fails);
          const names = facetSchema.facets.map((f) => f.name);
          const count = (strategy: 'general' | 'sparse'): unknown =>
            countFacets(store, names, groups, set, new Scratch(store.size), maxValues, strategy);
          expect(count('sparse')).toEqual(count('general'));
        },
      ),
      { numRuns: 300, seed: 23 },
    );
  });

  it('reuses its scratch across vocabularies of different sizes', () => {
    const store = new DocStore(facetSchema);
    appendDocument(store, { id: 'a', tags: ['t1', 't2'], kind: 'a', category: 'Uomo/Scarpe' });
    appendDocument(store, { id: 'b', tags: ['t2'], kind: 'b', category: 'Uomo' });
    const s = new Scratch(store.size);
    const set: CandidateSet = { cands: Int32Array.from([0, 1]), fails: null, n: 2 };
    const first = countFacets(store, ['tags', 'category'], [], set, s, 50, 'sparse');
    expect(first).toEqual({
      tags: {
        type: 'string[]',
        values: [
          { value: 't2', count: 2 },
          { value: 't1', count: 1 },
        ],
      },
      category: {
        type: 'category',
        values: [
          { value: 'Uomo', count: 2, depth: 0 },
          { value: 'Uomo/Scarpe', count: 1, depth: 1 },
        ],
      },
    });
    expect(countFacets(store, ['tags', 'category'], [], set, s, 50, 'sparse')).toEqual(first);
    const one: CandidateSet = { cands: Int32Array.from([1]), fails: null, n: 1 };
    expect(countFacets(store, ['kind'], [], one, s, 50, 'sparse')).toEqual({
      kind: { type: 'string', values: [{ value: 'b', count: 1 }] },
    });
  });
});
