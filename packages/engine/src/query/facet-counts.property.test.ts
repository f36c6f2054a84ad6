import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SearchIndex } from '../index/search-index.js';
import { deserializeIndex, serializeIndex } from '../index/index-serializer.js';
import type { EngineSchema } from '../schema.js';
import type { FacetResult, FilterValue } from './types.js';

// More tags than facet lanes (8), so the overflow path is exercised; few distinct words, so
// counted sets are often most of the index (complement counting) and often few documents.
const TAGS = Array.from({ length: 14 }, (_, i) => `t${i}`);
const WORDS = ['alpha', 'beta', 'gamma'];

const schema: EngineSchema = {
  searchable: [{ name: 'title' }],
  facets: [
    { name: 'tags', type: 'string[]' },
    { name: 'kind', type: 'string' },
  ],
};

const docArb = fc.record({
  title: fc.subarray(WORDS, { minLength: 1 }).map((w) => w.join(' ')),
  tags: fc.uniqueArray(fc.constantFrom(...TAGS), { maxLength: 12 }),
  kind: fc.option(fc.constantFrom('a', 'b', 'c'), { nil: undefined }),
});

function asRecord(r: FacetResult | undefined): Record<string, number> {
  if (!r || r.type === 'number') return {};
  return Object.fromEntries(r.values.map((v) => [v.value, v.count]));
}

describe('facet counting and filters (lanes, overflow, complement) against a naive reference', () => {
  it('counts every value of every live matching document, after deletes and reloads', () => {
    fc.assert(
      fc.property(
        fc.array(docArb, { minLength: 1, maxLength: 40 }),
        fc.array(fc.nat(), { maxLength: 10 }),
        fc.constantFrom('', 'alpha', 'be', 'gamma beta'),
        fc.option(fc.subarray(['a', 'b', 'c'], { minLength: 1 }), { nil: undefined }),
        // Tag filters read the lanes, and the value lists of documents with more tags than lanes.
        fc.option(fc.subarray(TAGS, { minLength: 1, maxLength: 3 }), { nil: undefined }),
        fc.boolean(),
        (rows, deletes, q, kinds, wanted, reload) => {
          const docs = rows.map((r, i) => ({ id: `d${i}`, ...r }));
          let index = SearchIndex.build(schema, docs);
          const gone = new Set(deletes.map((k) => `d${k % docs.length}`));
          for (const id of gone) index.delete(id);
          if (reload) index = deserializeIndex(serializeIndex(index));
          const filters: Record<string, FilterValue> = {
            ...(kinds ? { kind: kinds } : {}),
            ...(wanted ? { tags: wanted } : {}),
          };
          const res = index.search({ q, filters, limit: 1000, maxValuesPerFacet: 100 });
          const matchIds = new Set(
            index.search({ q, limit: 1000, facets: [] }).hits.map((h) => h.id),
          );
          const live = docs.filter((d) => !gone.has(d.id) && matchIds.has(d.id));
          const tags: Record<string, number> = {};
          const kind: Record<string, number> = {};
          const kindOk = (d: (typeof live)[number]): boolean =>
            !kinds || (d.kind !== undefined && kinds.includes(d.kind));
          const tagsOk = (d: (typeof live)[number]): boolean =>
            !wanted || d.tags.some((t) => wanted.includes(t));
          for (const d of live) {
            if (d.kind !== undefined && tagsOk(d)) kind[d.kind] = (kind[d.kind] ?? 0) + 1;
            if (!kindOk(d)) continue;
            for (const t of d.tags) tags[t] = (tags[t] ?? 0) + 1;
          }
          const shown = live.filter((d) => kindOk(d) && tagsOk(d)).map((d) => d.id);
          expect(res.hits.map((h) => h.id).sort()).toEqual(shown.sort());
          expect(res.total).toBe(shown.length);
          expect(asRecord(res.facets.tags)).toEqual(tags);
          expect(asRecord(res.facets.kind)).toEqual(kind);
        },
      ),
      { numRuns: 200, seed: 11 },
    );
  });
});
