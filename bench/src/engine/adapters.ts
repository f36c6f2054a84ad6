import { create, insertMultiple, search as oramaSearch, type AnyOrama } from '@orama/orama';
import { SearchIndex, type EngineSchema } from '@trova/engine';
import FlexSearch, { type Document as FlexDocument } from 'flexsearch';
import MiniSearch from 'minisearch';
import type { BenchProduct } from './catalogue.js';
import type { BenchQuery, QueryClass } from './queries.js';

/** One engine under test; `search` may return a promise (Orama), which the runner awaits. */
export interface EngineAdapter {
  name: string;
  supports: readonly QueryClass[];
  build(docs: BenchProduct[]): Promise<void>;
  search(cls: QueryClass, q: BenchQuery): unknown;
}

const ALL: readonly QueryClass[] = ['prefix', 'word', 'twoWords', 'typo', 'code', 'filtered'];

export const TROVA_SCHEMA: EngineSchema = {
  searchable: [
    { name: 'title', weight: 5 },
    { name: 'brand', weight: 3, typoTolerance: 1 },
    { name: 'description', weight: 1 },
    { name: 'sku', weight: 4, type: 'code' },
    { name: 'ean', weight: 4, type: 'code' },
  ],
  facets: [
    { name: 'brand', type: 'string' },
    { name: 'colour', type: 'string' },
    { name: 'sizes', type: 'string[]' },
    { name: 'price', type: 'number' },
    { name: 'category', type: 'category' },
  ],
  sortable: [{ name: 'price', type: 'number' }],
  returned: ['title', 'brand', 'price'],
  popularityField: 'popularity',
  availabilityField: 'stock',
};

/** Trova counts every facet on every query: the targets say "facets included". */
export function trovaAdapter(): EngineAdapter {
  let index: SearchIndex | null = null;
  return {
    name: 'trova',
    supports: ALL,
    build(docs) {
      index = SearchIndex.build(TROVA_SCHEMA, docs);
      return Promise.resolve();
    },
    search(_cls, q) {
      return index!.search({
        q: q.text,
        limit: 10,
        filters: q.filters ? { brand: [q.filters.brand], colour: [q.filters.colour] } : undefined,
      });
    },
  };
}

/** Orama per its docs: typo `tolerance` only where wanted, `enum` fields for where/facets. */
export function oramaAdapter(): EngineAdapter {
  let db: AnyOrama | null = null;
  const properties = ['title', 'description', 'brand', 'sku', 'ean'];
  return {
    name: 'orama',
    supports: ALL,
    async build(docs) {
      db = create({
        schema: {
          title: 'string',
          description: 'string',
          brand: 'string',
          sku: 'string',
          ean: 'string',
          brandKey: 'enum',
          colour: 'enum',
          price: 'number',
        } as const,
      });
      await insertMultiple(
        db,
        docs.map((d) => ({ ...d, brandKey: d.brand })),
        1000,
      );
    },
    search(cls, q) {
      return oramaSearch(db!, {
        term: q.text,
        properties,
        boost: { title: 5, brand: 3 },
        tolerance: cls === 'typo' ? 1 : 0,
        limit: 10,
        ...(q.filters
          ? {
              where: { brandKey: { eq: q.filters.brand }, colour: { eq: q.filters.colour } },
              facets: { brandKey: {}, colour: {} },
            }
          : {}),
      });
    },
  };
}

/** MiniSearch per its docs: prefix search, `fuzzy: 0.2` for typos, `filter` (it has no facets). */
export function miniSearchAdapter(): EngineAdapter {
  let ms: MiniSearch<BenchProduct> | null = null;
  return {
    name: 'minisearch',
    supports: ALL,
    build(docs) {
      ms = new MiniSearch<BenchProduct>({
        fields: ['title', 'description', 'brand', 'sku', 'ean'],
        storeFields: ['brand', 'colour'],
        searchOptions: { boost: { title: 5, brand: 3 }, prefix: true },
      });
      ms.addAll(docs);
      return Promise.resolve();
    },
    search(cls, q) {
      const f = q.filters;
      const results = ms!.search(q.text, {
        fuzzy: cls === 'typo' ? 0.2 : false,
        ...(f ? { filter: (r) => r.brand === f.brand && r.colour === f.colour } : {}),
      });
      return results.slice(0, 10);
    },
  };
}

/** FlexSearch per its docs: Document index, `forward` tokenizer for prefixes, tags for filters. */
export function flexSearchAdapter(): EngineAdapter {
  let index: FlexDocument<BenchProduct> | null = null;
  return {
    name: 'flexsearch',
    // No edit distance, so misspellings are not a class it supports.
    supports: ['prefix', 'word', 'twoWords', 'code', 'filtered'],
    build(docs) {
      index = new FlexSearch.Document<BenchProduct>({
        tokenize: 'forward',
        document: {
          id: 'id',
          index: ['title', 'description', 'brand', 'sku', 'ean'],
          tag: ['brand', 'colour'],
        },
      });
      for (const d of docs) index.add(d);
      return Promise.resolve();
    },
    search(_cls, q) {
      const f = q.filters;
      return index!.search(q.text, {
        limit: 10,
        ...(f ? { tag: { brand: f.brand, colour: f.colour } } : {}),
      });
    },
  };
}
