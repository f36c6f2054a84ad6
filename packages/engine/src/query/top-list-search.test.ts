import { describe, expect, it } from 'vitest';
import { matcherConfig } from '../index/matcher-config.js';
import { SearchIndex } from '../index/search-index.js';
import { Segment } from '../index/segment.js';
import { buildTopLists } from '../index/top-lists-builder.js';
import { products, schema } from '../test-fixtures/catalogue.fixture.js';
import { buildSynonymTable } from './query-analyzer.js';
import { Scratch } from './scratch.js';
import type { SearchState } from './search.js';
import { searchTopLists, type ListState } from './top-list-search.js';
import type { SearchQuery } from './types.js';

function listState(): ListState {
  const index = SearchIndex.build(schema, products, { topLists: false });
  const { schema: resolved, store, data } = index.parts();
  const synonyms = buildSynonymTable(resolved);
  const state: SearchState = {
    schema: resolved,
    store,
    segments: [new Segment(data, resolved.languages, store.size)],
    scratch: new Scratch(store.size),
    matcher: matcherConfig(resolved),
    synonyms,
  };
  // The fixture is tiny, so every prefix with one posting gets a list.
  const lists = buildTopLists(state, data, { minPostings: 1, size: 5 });
  return { schema: resolved, store, synonyms, lists };
}

describe('searchTopLists', () => {
  const st = listState();
  const index = SearchIndex.build(schema, products, { topLists: false });
  const plain: SearchQuery = { q: 'scarpe', limit: 3, facets: [] };

  it('answers one-word queries exactly as the exhaustive path', () => {
    for (const q of ['scarpe', 'Scar', 'caffè', 'NIK', 's'] as const) {
      const query = { ...plain, q };
      expect(searchTopLists(st, query)).toEqual(index.search(query));
      const counted = { ...query, facets: undefined, maxValuesPerFacet: 2 };
      expect(searchTopLists(st, counted)).toEqual(index.search(counted));
    }
  });

  it('defers whatever changes the result set, its order or its extras', () => {
    const deferred: SearchQuery[] = [
      { ...plain, filters: { brand: ['Nike'] } },
      { ...plain, sort: [{ field: 'price' }] },
      { ...plain, merchandising: { boost: ['p1'] } },
      { ...plain, explain: true },
      { ...plain, prefix: false },
      { ...plain, offset: 3, limit: 3 },
      { ...plain, q: 'scarpe rosse' },
      { ...plain, q: 'maglietta' }, // a synonym group
      { ...plain, q: 'sk-1003' }, // a compound
      { ...plain, q: 'zzz' },
    ];
    for (const query of deferred) expect(searchTopLists(st, query)).toBeNull();
  });
});
