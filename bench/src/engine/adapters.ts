import { create, insertMultiple, search as oramaSearch, type AnyOrama } from '@orama/orama';
import { SearchIndex, type EngineSchema } from '@trova/engine';
import FlexSearch, { type Document as FlexDocument } from 'flexsearch';
import MiniSearch from 'minisearch';
import type { BenchProduct } from './catalogue.js';
import { learnedSignalsFor } from './learned.bench.js';
import type { BenchQuery, QueryClass } from './queries.js';

/**
 * One engine under test; `search` may return a promise (Orama), which the runner awaits.
 * `facets` says whether every query counts facets: rows are only compared with rows doing the
 * same work (see `LIKE_FOR_LIKE`).
 */
export interface EngineAdapter {
  name: string;
  supports: readonly QueryClass[];
  facets: boolean;
  /** `queries`: the run's queries, for engines that learn from them (Trova `--learned`). */
  build(docs: BenchProduct[], queries: Record<QueryClass, BenchQuery[]>): Promise<void>;
  search(cls: QueryClass, q: BenchQuery): unknown;
  /** The engine's own estimate of its index size in bytes, when it has one. */
  estimateBytes?(): number;
  /** Trova's built index, for classes that drive it directly (campaigns). */
  trovaIndex?(): SearchIndex;
}

/** Every query returns at most this many hits, for every engine. */
export const LIMIT = 10;

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

/**
 * Trova with `facets` counts all five facets (disjunctively) on every query: the targets say
 * "facets included". Without, it counts none, like the peers that cannot: the like-for-like row
 * for MiniSearch and FlexSearch. Both keep highlights on (work the peers do not do).
 */
export function trovaAdapter(facets = true, learned = false): EngineAdapter {
  let index: SearchIndex | null = null;
  return {
    name: `${facets ? 'trova' : 'trova (no facets)'}${learned ? ' +learned' : ''}`,
    supports: ALL,
    facets,
    build(docs, queries) {
      index = SearchIndex.build(TROVA_SCHEMA, docs);
      if (learned) {
        const settings = index.querySettings();
        const learning = { enabled: true, strength: 0.5, placement: 'after-exactness' } as const;
        index.setLearnedSignals(learnedSignalsFor(index, docs, queries));
        index.setQuerySettings({ ...settings, learning });
        index.optimize(); // top lists ranked with the signals, as a server's optimiser would
      }
      return Promise.resolve();
    },
    search(_cls, q) {
      return index!.search({
        q: q.text,
        limit: LIMIT,
        filters: q.filters ? { brand: [q.filters.brand], colour: [q.filters.colour] } : undefined,
        ...(facets ? {} : { facets: [] }),
      });
    },
    estimateBytes: () => index!.memory().totalBytes,
    trovaIndex: () => index!,
  };
}

export const trovaNoFacetsAdapter = (): EngineAdapter => trovaAdapter(false);
/** Trova with learned signals on every product (`--learned`), facets counted. */
export const trovaLearnedAdapter = (): EngineAdapter => trovaAdapter(true, true);

const PRICE_RANGES = [0, 25, 50, 100, 200, 400].map((from, i, all) => ({
  from,
  to: all[i + 1] ?? 1e9,
}));

/**
 * Orama per its docs: typo `tolerance` only where wanted, `enum` fields for where and facets.
 * Like Trova's facets row it counts the same five facets on every query (price as ranges, since
 * Orama has no min/max; category as whole paths, since it has no hierarchy).
 */
export function oramaAdapter(): EngineAdapter {
  let db: AnyOrama | null = null;
  const properties = ['title', 'description', 'brand', 'sku', 'ean'];
  const facets = {
    brandKey: { limit: 50 },
    colour: { limit: 50 },
    sizes: { limit: 50 },
    category: { limit: 50 },
    price: { ranges: PRICE_RANGES },
  };
  return {
    name: 'orama',
    supports: ALL,
    facets: true,
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
          sizes: 'enum[]',
          category: 'enum',
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
        limit: LIMIT,
        facets,
        ...(q.filters
          ? { where: { brandKey: { eq: q.filters.brand }, colour: { eq: q.filters.colour } } }
          : {}),
      });
    },
  };
}

/**
 * MiniSearch per its docs: prefix search on the last term only (its search-as-you-type example),
 * `fuzzy: 0.2` for typos, `filter` on stored fields. It has no facets and no limit option: it
 * ranks every match and we keep the first LIMIT.
 */
export function miniSearchAdapter(): EngineAdapter {
  let ms: MiniSearch<BenchProduct> | null = null;
  return {
    name: 'minisearch',
    supports: ALL,
    facets: false,
    build(docs) {
      ms = new MiniSearch<BenchProduct>({
        fields: ['title', 'description', 'brand', 'sku', 'ean'],
        storeFields: ['brand', 'colour'],
        searchOptions: {
          boost: { title: 5, brand: 3 },
          prefix: (_term, i, terms) => i === terms.length - 1,
        },
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
      return results.slice(0, LIMIT);
    },
  };
}

/**
 * FlexSearch per its docs: Document index, `forward` tokenizer for prefixes, default encoder
 * (case and diacritics folded), tags for filters, `merge: true` so the per-field result lists
 * become one list of at most about LIMIT documents, like the other engines return.
 */
export function flexSearchAdapter(): EngineAdapter {
  let index: FlexDocument<BenchProduct> | null = null;
  return {
    name: 'flexsearch',
    facets: false,
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
        limit: LIMIT,
        merge: true,
        ...(f ? { tag: { brand: f.brand, colour: f.colour } } : {}),
      });
    },
  };
}
