import { executeSearch, type SearchState } from '../query/search.js';
import { searchTopLists } from '../query/top-list-search.js';
import type { TopListOptions, TopLists } from '../query/top-lists.js';
import { buildSynonymTable, type Slot, type SynonymTable } from '../query/query-analyzer.js';
import { Scratch } from '../query/scratch.js';
import type { MatcherConfig } from '../query/term-matcher.js';
import type { SearchQuery, SearchResult } from '../query/types.js';
import {
  resolveSchema,
  type EngineDocument,
  type EngineSchema,
  type ResolvedSchema,
} from '../schema.js';
import { compactSteps } from './compaction.js';
import { DocStore } from './doc-store.js';
import { appendDocument, searchableTexts } from './document-reader.js';
import { matcherConfig } from './matcher-config.js';
import { estimateMemory, type MemoryReport } from './memory.js';
import { Segment, type SegmentData } from './segment.js';
import { SegmentBuilder } from './segment-builder.js';
import { buildTopLists } from './top-lists-builder.js';
import { drain } from './work-steps.js';

/** How an index is built; not stored in its bytes, so pass the same to `deserializeIndex`. */
export interface IndexOptions {
  /** Precomputed answers for frequent one-word queries (default on); false builds none. */
  topLists?: TopListOptions | false;
}

/**
 * A shop's search index: one large immutable segment plus a small delta segment for upserts,
 * merged when the delta grows past a tenth of the index.
 *
 * @example
 * const index = SearchIndex.build({ searchable: [{ name: 'title', weight: 3 }] }, products);
 * index.upsert({ id: 'p9', title: 'Scarpe da corsa' });
 * const { hits } = index.search({ q: 'scarpe', limit: 10 });
 */
export class SearchIndex {
  readonly schema: ResolvedSchema;
  private store: DocStore;
  private base: Segment | null = null;
  private delta = new SegmentBuilder();
  private deltaSegment: Segment | null = null;
  private deltaDirty = false;
  private scratch = new Scratch(16);
  private readonly matcher: MatcherConfig;
  private readonly synonyms: SynonymTable;
  /** Null whenever the index changed since they were built (they are rebuilt on compaction). */
  private lists: TopLists | null = null;
  private readonly listOptions: TopListOptions | false;

  private constructor(schema: ResolvedSchema, options: IndexOptions) {
    this.schema = schema;
    this.listOptions = options.topLists ?? {};
    this.store = new DocStore(schema);
    this.matcher = matcherConfig(schema);
    this.synonyms = buildSynonymTable(schema);
  }

  /** Indexes `docs` in one pass; a repeated id keeps the last document. */
  static build(
    schema: EngineSchema,
    docs: Iterable<EngineDocument>,
    options: IndexOptions = {},
  ): SearchIndex {
    const index = new SearchIndex(resolveSchema(schema), options);
    const builder = new SegmentBuilder();
    for (const doc of docs) index.addTo(builder, doc);
    index.base = new Segment(builder.freeze(), index.schema.languages, index.store.size);
    index.buildLists();
    return index;
  }

  /** Rebuilds an index from `serializeIndex` parts without re-analysing documents. */
  static fromParts(
    schema: ResolvedSchema,
    store: DocStore,
    data: SegmentData,
    options: IndexOptions = {},
  ): SearchIndex {
    const index = new SearchIndex(schema, options);
    index.store = store;
    index.base = new Segment(data, schema.languages, store.size);
    index.buildLists();
    return index;
  }

  /** Number of live documents. */
  get size(): number {
    return this.store.liveCount;
  }

  has(id: string): boolean {
    return this.store.idToDoc.has(id);
  }

  /** Inserts or replaces the document with `doc.id`. */
  upsert(doc: EngineDocument): void {
    this.lists = null;
    this.addTo(this.delta, doc);
    this.deltaDirty = true;
    if (this.delta.docCount > Math.max(1000, this.store.liveCount / 10)) this.compact();
  }

  /** Removes a document; returns false when the id is unknown. */
  delete(id: string): boolean {
    const d = this.store.idToDoc.get(id);
    if (d === undefined) return false;
    this.lists = null;
    this.store.kill(d);
    this.store.idToDoc.delete(id);
    this.store.stored[d] = null;
    return true;
  }

  search(query: SearchQuery = {}): SearchResult {
    const analysed: { slots: Slot[] | null } = { slots: null };
    if (this.lists !== null) {
      const { schema, store, synonyms, lists } = this;
      const answer = searchTopLists({ schema, store, synonyms, lists }, query, analysed);
      if (answer !== null) return answer;
    }
    return executeSearch(this.state(), query, analysed.slots ?? undefined);
  }

  /** Merges the delta and drops deleted documents; done automatically when useful. */
  compact(): void {
    const { store, base } = drain(compactSteps(this.schema, this.store, this.segments()));
    this.store = store;
    this.base = base;
    this.delta = new SegmentBuilder();
    this.deltaSegment = null;
    this.deltaDirty = false;
    this.buildLists();
  }

  /** Compacted internals for serialisation. */
  parts(): { schema: ResolvedSchema; store: DocStore; data: SegmentData } {
    if (this.delta.docCount > 0 || this.store.liveCount !== this.store.size) this.compact();
    return { schema: this.schema, store: this.store, data: this.base!.data };
  }

  memory(): MemoryReport {
    return estimateMemory(this.store, this.segments(), this.scratch, this.lists);
  }

  /** Only called when the base segment is all there is and every document is alive. */
  private buildLists(): void {
    this.lists = null;
    if (this.listOptions === false) return;
    this.lists = buildTopLists(this.state(), this.base!.data, this.listOptions);
  }

  private addTo(builder: SegmentBuilder, doc: EngineDocument): void {
    const old = this.store.idToDoc.get(doc.id);
    if (old !== undefined) this.delete(doc.id);
    const n = appendDocument(this.store, doc);
    builder.addDocument(n, searchableTexts(this.store, doc));
  }

  private segments(): Segment[] {
    if (this.deltaDirty) {
      this.deltaSegment = new Segment(this.delta.freeze(), this.schema.languages, this.store.size);
      this.deltaDirty = false;
    }
    const out: Segment[] = [];
    if (this.base) out.push(this.base);
    if (this.deltaSegment) out.push(this.deltaSegment);
    return out;
  }

  private state(): SearchState {
    const segments = this.segments();
    if (this.scratch.capacity < this.store.size) {
      this.scratch = new Scratch(Math.max(this.store.size, this.scratch.capacity * 2));
    }
    return {
      schema: this.schema,
      store: this.store,
      segments,
      scratch: this.scratch,
      matcher: this.matcher,
      synonyms: this.synonyms,
    };
  }
}
