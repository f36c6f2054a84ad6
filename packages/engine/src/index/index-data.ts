import { Scratch } from '../query/scratch.js';
import type { SearchState } from '../query/search.js';
import type { TopLists } from '../query/top-lists.js';
import type { EngineDocument, ResolvedSchema } from '../schema.js';
import { compactSteps } from './compaction.js';
import { DocStore } from './doc-store.js';
import { appendDocument, searchableTexts } from './document-reader.js';
import type { QueryState } from './live-settings.js';
import { estimateMemory, type MemoryReport } from './memory.js';
import { Segment, type SegmentData } from './segment.js';
import { SegmentBuilder } from './segment-builder.js';
import type { Steps } from './work-steps.js';

/**
 * The documents of a `SearchIndex` and their postings: one large immutable base segment plus a
 * delta segment for upserts, re-frozen lazily on the next search. Knows nothing of query settings
 * or top lists. `epoch` moves on every change to documents, numbering or segments, so work
 * prepared from an earlier state can tell it went stale.
 */
export class IndexData {
  store: DocStore;
  base: Segment;
  epoch = 0;
  private delta = new SegmentBuilder();
  private deltaSegment: Segment | null = null;
  private deltaDirty = false;
  private scratch = new Scratch(16);

  private constructor(
    private readonly languages: ResolvedSchema['languages'],
    store: DocStore,
    data: SegmentData,
  ) {
    this.store = store;
    this.base = new Segment(data, languages, store.size);
  }

  /** Indexes `docs` into the base segment in one pass; a repeated id keeps the last document. */
  static build(schema: ResolvedSchema, docs: Iterable<EngineDocument>): IndexData {
    const store = new DocStore(schema);
    const builder = new SegmentBuilder();
    for (const doc of docs) addTo(store, builder, doc);
    return new IndexData(schema.languages, store, builder.freeze());
  }

  /** Wraps loaded parts; `data` numbers the documents of `store`. */
  static of(schema: ResolvedSchema, store: DocStore, data: SegmentData): IndexData {
    return new IndexData(schema.languages, store, data);
  }

  /** True when there is a delta segment or a deleted document. */
  get hasChanges(): boolean {
    return this.delta.docCount > 0 || this.store.liveCount !== this.store.size;
  }

  /** Documents in the delta segment. */
  get deltaSize(): number {
    return this.delta.docCount;
  }

  /** Inserts or replaces the document with `doc.id`, in the delta segment. */
  upsert(doc: EngineDocument): void {
    this.epoch++;
    addTo(this.store, this.delta, doc);
    this.deltaDirty = true;
  }

  /** Removes a document; false (nothing changed) when the id is unknown. */
  delete(id: string): boolean {
    const d = this.store.idToDoc.get(id);
    if (d === undefined) return false;
    this.epoch++;
    remove(this.store, id, d);
    return true;
  }

  /** The merged base segment, without deleted documents, prepared in slices from this state. */
  compactSteps(schema: ResolvedSchema): Steps<{ store: DocStore; base: Segment }> {
    return compactSteps(schema, this.store, this.segments());
  }

  /** Swaps in what `compactSteps` prepared; only valid while `epoch` is what it was then. */
  swap(merged: { store: DocStore; base: Segment }): void {
    this.store = merged.store;
    this.base = merged.base;
    this.delta = new SegmentBuilder();
    this.deltaSegment = null;
    this.deltaDirty = false;
    this.epoch++;
  }

  segments(): Segment[] {
    if (this.deltaDirty) {
      this.deltaSegment = new Segment(this.delta.freeze(), this.languages, this.store.size);
      this.deltaDirty = false;
    }
    return this.deltaSegment === null ? [this.base] : [this.base, this.deltaSegment];
  }

  memory(lists: TopLists | null): MemoryReport {
    return estimateMemory(this.store, this.segments(), this.scratch, lists);
  }

  /** What a search needs, with `query`'s settings; scratch grows with the documents. */
  state(query: QueryState): SearchState {
    const segments = this.segments();
    if (this.scratch.capacity < this.store.size) {
      this.scratch = new Scratch(Math.max(this.store.size, this.scratch.capacity * 2));
    }
    const { schema, matcher, synonyms } = query;
    return { schema, store: this.store, segments, scratch: this.scratch, matcher, synonyms };
  }
}

function remove(store: DocStore, id: string, d: number): void {
  store.kill(d);
  store.idToDoc.delete(id);
  store.stored[d] = null;
}

function codeFieldMask(schema: ResolvedSchema): number {
  let mask = 0;
  schema.searchable.forEach((f, i) => {
    if (f.type === 'code') mask |= 1 << i;
  });
  return mask;
}

function addTo(store: DocStore, builder: SegmentBuilder, doc: EngineDocument): void {
  const old = store.idToDoc.get(doc.id);
  if (old !== undefined) remove(store, doc.id, old);
  const n = appendDocument(store, doc);
  store.setLengths(
    n,
    builder.addDocument(n, searchableTexts(store, doc), codeFieldMask(store.schema)),
  );
}
