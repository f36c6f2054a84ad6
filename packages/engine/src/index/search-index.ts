import { BrowseAnswers } from '../query/browse-answers.js';
import type { Slot } from '../query/query-analyzer.js';
import { searchFacetValues } from '../query/facet-value-search.js';
import { executeSearch } from '../query/search.js';
import { searchTopLists } from '../query/top-list-search.js';
import type { TopListOptions, TopLists } from '../query/top-lists.js';
import type { FacetValueHit, SearchQuery, SearchResult } from '../query/types.js';
import {
  changedKeys,
  compileSignals,
  fitSignals,
  resolveSignals,
  samePrior,
  type CompiledSignals,
} from '../ranking/learned-state.js';
import type { LearnedSignals } from '../ranking/learned-signals.js';
import {
  checkLearningSettings,
  querySettingsOf,
  sameQuerySettings,
  withQuerySettings,
  type QuerySettings,
} from '../query-settings.js';
import {
  resolveSchema,
  type EngineDocument,
  type EngineSchema,
  type ResolvedSchema,
} from '../schema.js';
import type { DocStore } from './doc-store.js';
import { frequentTerms, type FrequentTermsOptions } from './frequent-terms.js';
import { IndexData } from './index-data.js';
import { nextRevision, type IndexOptions, type LoadOptions } from './index-options.js';
import { listsUnder, queryStateOf, sameRanking, type QueryState } from './live-settings.js';
import type { MemoryReport } from './memory.js';
import type { SegmentData } from './segment.js';
import { topListSteps } from './top-lists-builder.js';
import { drain, guarded, STALE } from './work-steps.js';

export type { IndexOptions, LoadOptions } from './index-options.js';
export type { FrequentTermsOptions } from './frequent-terms.js';

// ASCII letters and digits: the list word of such a query is its learning key (see `search`).
const PLAIN = /^[A-Za-z0-9]+$/;
/** No learned scores at all: what an index without signals ranks like. */
const NO_SIGNALS = compileSignals({ queries: [], prior: [] }, new Map(), 0);

/**
 * A shop's search index: documents and postings (`IndexData`), the query settings and learned
 * signals in force, and the top lists. `optimize` (or `optimizeSteps`, in slices) merges upserts
 * and deletes and rebuilds the top lists; an upsert merges by itself once the delta passes a
 * tenth of the index.
 *
 * @example
 * const index = SearchIndex.build({ searchable: [{ name: 'title', weight: 3 }] }, products);
 * index.upsert({ id: 'p9', title: 'Scarpe da corsa' });
 * index.setQuerySettings({ fields: { title: { weight: 5 } }, synonyms: [['scarpe', 'sneakers']] });
 * const { hits } = index.search({ q: 'scarpe', limit: 10 });
 * if (index.needsOptimize) index.optimize(); // or run index.optimizeSteps() between requests
 */
export class SearchIndex {
  /** Null whenever a change could alter one of their answers, until the next optimisation. */
  private lists: TopLists | null = null;
  /** False while `lists` lack keys a rebuild would add (after a synonym change). */
  private listsComplete = true;
  private rev = nextRevision();
  private readonly listOptions: TopListOptions | false;
  /** Text-less answers of the current documents and settings (emptied when either changes). */
  private readonly browse: BrowseAnswers;
  /** The learned signals in force, resolved to the current document numbers. */
  private learned: CompiledSignals | null = null;

  private constructor(
    private query: QueryState,
    private readonly data: IndexData,
    options: IndexOptions,
  ) {
    this.listOptions = options.topLists ?? {};
    this.browse = new BrowseAnswers(options.browseAnswers);
    if (this.listOptions !== false) this.lists = drain(this.listSteps(this.listOptions));
  }

  /** Indexes `docs` in one pass; a repeated id keeps the last document. */
  static build(
    schema: EngineSchema,
    docs: Iterable<EngineDocument>,
    options: IndexOptions = {},
  ): SearchIndex {
    const resolved = resolveSchema(schema);
    const data = IndexData.build(resolved, docs);
    return new SearchIndex(queryStateOf(resolved), data, options);
  }

  /** Rebuilds an index from `serializeIndex` parts without re-analysing documents. */
  static fromParts(
    schema: ResolvedSchema,
    store: DocStore,
    segment: SegmentData,
    options: LoadOptions = {},
  ): SearchIndex {
    const settings = options.querySettings;
    const current = settings === undefined ? schema : withQuerySettings(schema, settings);
    const learning = checkLearningSettings(settings?.learning);
    const data = IndexData.of(schema, store, segment);
    return new SearchIndex(queryStateOf(current, learning), data, options);
  }

  /** The resolved schema, with the query settings in force. */
  get schema(): ResolvedSchema {
    return this.query.schema;
  }

  /**
   * Moves on every upsert, successful delete and actual change of settings or learned signals,
   * never on compaction or optimisation (which keep every answer): equal revisions mean equal
   * answers. Unique across the indexes of one process, so an answer cache keyed by it also
   * survives swapping indexes.
   *
   * @example
   * const key = `${index.revision}:${JSON.stringify(query)}`; // stale after any delta or setting
   */
  get revision(): number {
    return this.rev;
  }

  /** Number of live documents. */
  get size(): number {
    return this.data.store.liveCount;
  }

  has(id: string): boolean {
    return this.data.store.idToDoc.has(id);
  }

  /** The query settings in force, every default filled in (a fresh copy). */
  querySettings(): QuerySettings {
    const out = querySettingsOf(this.schema);
    if (this.query.learning !== undefined) out.learning = { ...this.query.learning };
    return out;
  }

  /**
   * Applies new query settings at once, replacing the current ones (what they leave out takes
   * its default): afterwards every search answers as `SearchIndex.build` with the joined schema
   * would. Throws `EngineError` (see `resolveSchema`, `joinSchema`) before changing anything.
   * Settings equal to the current ones change nothing, not even `revision`. Top lists that could
   * answer differently are dropped (see `listsUnder`) until the next optimisation.
   *
   * @example
   * index.setQuerySettings({ ...index.querySettings(), synonyms: [['felpa', 'hoodie']] });
   * if (index.needsOptimize) scheduleOptimisation(index); // lists of 'felpa' come back
   */
  setQuerySettings(settings: QuerySettings): void {
    const schema = withQuerySettings(this.schema, settings);
    const learning = checkLearningSettings(settings.learning);
    const sameLearning = JSON.stringify(learning) === JSON.stringify(this.query.learning);
    if (sameQuerySettings(schema, this.schema) && sameLearning) return;
    const next = queryStateOf(schema, learning);
    // Lists were ranked as learning ranked then: another way of ranking may change any of them.
    const relearn = this.learned !== null && !sameRanking(this.query.ranking, next.ranking);
    const kept = this.lists === null || relearn ? null : listsUnder(this.lists, this.query, next);
    this.query = next;
    this.lists = kept?.lists ?? null;
    this.listsComplete = this.listsComplete && kept?.complete === true;
    this.rev = nextRevision();
  }

  /**
   * The learned signals in force (as last given to `setLearnedSignals`), or null. The index
   * format does not store them: whoever loads an index applies them again.
   */
  learnedSignals(): LearnedSignals | null {
    return this.learned === null ? null : structuredClone(this.learned.signals);
  }

  /**
   * Applies learned signals at once, replacing the current ones (null: none): they rank as the
   * query settings' `learning` says, and did-you-mean reads their successful queries. Compiled
   * once against the documents: ids not in the index are ignored until an upsert of that id,
   * which picks its scores up (an id's scores follow it through upserts and optimisations).
   * Signals equal to the current ones change nothing, not even `revision`. The browse memo is
   * emptied; while learning ranks, top lists of the query keys whose scores changed are dropped
   * (all of them when the prior changed) until the next optimisation, which rebuilds them ranked
   * with the signals.
   *
   * @example
   * const learning = { enabled: true, strength: 0.5, placement: 'after-typo' } as const;
   * index.setQuerySettings({ ...index.querySettings(), learning });
   * index.setLearnedSignals({ queries: [['scarpe', [['p7', 0.9]]]], prior: [['p7', 0.4]] });
   */
  setLearnedSignals(signals: LearnedSignals | null): void {
    const prev = this.learned;
    if (prev === null && signals === null) return;
    if (prev !== null && JSON.stringify(prev.signals) === JSON.stringify(signals)) return;
    const { store } = this.data;
    const next =
      signals === null ? null : compileSignals(structuredClone(signals), store.idToDoc, store.size);
    if (this.lists !== null && this.query.ranking !== null) {
      const [a, b] = [prev ?? NO_SIGNALS, next ?? NO_SIGNALS];
      const keys = samePrior(a, b) ? changedKeys(a, b) : null;
      this.lists = keys === null ? null : this.lists.retain((key) => !keys.has(key));
      if (keys === null || keys.size > 0) this.listsComplete = false;
    }
    this.learned = next;
    this.query = { ...this.query }; // another state: the browse memo empties
    this.rev = nextRevision();
  }

  /** Inserts or replaces the document with `doc.id`. */
  upsert(doc: EngineDocument): void {
    this.changed();
    this.data.upsert(doc);
    if (this.learned !== null) {
      resolveSignals(this.learned, doc.id, this.data.store.idToDoc.get(doc.id)!);
    }
    // Merged without lists, which cost as much again: `optimize` brings them back.
    if (this.data.deltaSize > Math.max(1000, this.size / 10)) {
      this.swap(drain(this.data.compactSteps(this.schema)));
    }
  }

  /** Removes a document; returns false (and changes nothing) when the id is unknown. */
  delete(id: string): boolean {
    if (!this.data.store.idToDoc.has(id)) return false;
    this.changed();
    return this.data.delete(id);
  }

  search(query: SearchQuery = {}): SearchResult {
    const analysed: { slots: Slot[] | null } = { slots: null };
    if (this.lists !== null && this.listsMayAnswer(query)) {
      const { schema, synonyms } = this.query;
      const st = { schema, store: this.data.store, synonyms, lists: this.lists };
      const answer = searchTopLists(st, query, analysed);
      if (answer !== null) return answer;
    }
    const state = this.state();
    const browse = this.browse.at(this.data.epoch, this.query);
    return executeSearch({ ...state, browse }, query, analysed.slots ?? undefined);
  }

  /**
   * Search for facet values: the values of `facet` whose words the words of `facetQuery` start
   * (folded as search text), counted as `query`'s facet counts would be, most first, at most
   * `limit`, with the matched prefixes as highlight ranges. See `searchFacetValues`.
   *
   * @example
   * index.searchFacetValues({ q: 'scarpe', where }, 'brand', 'ni', 10);
   * // [{ value: 'Nike', count: 12, highlights: [[0, 2]] }]
   */
  searchFacetValues(
    query: SearchQuery,
    facet: string,
    facetQuery: string,
    limit: number,
  ): FacetValueHit[] {
    return searchFacetValues(this.state(), query, facet, facetQuery, limit);
  }

  /**
   * The `limit` words the most live documents carry in the chosen searchable fields (default:
   * the text fields), most first: letters only, at least 3 long, stop words left out, folded as
   * indexed. Walks the postings of every such word: keep the answer until `revision` moves.
   *
   * @example
   * index.frequentTerms(4); // ['scarpa', 'nike', 'running', 'donna']
   */
  frequentTerms(limit: number, options: FrequentTermsOptions = {}): string[] {
    return frequentTerms(this.schema, this.data.store, this.data.segments(), limit, options);
  }

  /** True when `optimize` has work: a delta, deleted documents, or top lists to (re)build. */
  get needsOptimize(): boolean {
    const listsDue = this.listOptions !== false && (this.lists === null || !this.listsComplete);
    return this.data.hasChanges || listsDue;
  }

  /** Merges the delta, drops deleted documents and rebuilds the top lists, when needed. */
  optimize(): void {
    drain(this.optimizeSteps());
  }

  /**
   * `optimize` in slices of a few milliseconds each, to run between searches. Searches between
   * slices answer from the current structures; each result is swapped in within one slice
   * (first the merged segment, then the top lists). When the index changes between slices
   * (upsert, delete, settings: `revision` moves) the work in flight is discarded and restarts
   * from the new state, so nothing stale is swapped in; a steady stream of changes may keep it
   * from finishing (`upsert` still merges a large delta by itself). Dropping the generator
   * unfinished changes nothing; only one should run at a time (a second one only repeats work).
   *
   * @example
   * const steps = index.optimizeSteps();
   * const tick = (): void => {
   *   const until = performance.now() + 5;
   *   while (performance.now() < until) if (steps.next().done === true) return;
   *   setImmediate(tick);
   * };
   * tick();
   */
  *optimizeSteps(): Generator<void, void, void> {
    const { data } = this;
    for (;;) {
      if (data.hasChanges) {
        const epoch = data.epoch;
        const merged = yield* guarded(data.compactSteps(this.schema), () => data.epoch === epoch);
        if (merged === STALE) continue;
        this.swap(merged);
        this.lists = null;
      }
      const options = this.listOptions;
      if (options === false || (this.lists !== null && this.listsComplete)) return;
      const [epoch, rev] = [data.epoch, this.rev];
      const lists = yield* guarded(
        this.listSteps(options),
        () => data.epoch === epoch && this.rev === rev,
      );
      if (lists === STALE) continue;
      this.lists = lists;
      this.listsComplete = true;
      return;
    }
  }

  /** Merges the delta, drops deleted documents and rebuilds the top lists, all at once. */
  compact(): void {
    this.swap(drain(this.data.compactSteps(this.schema)));
    this.lists = this.listOptions === false ? null : drain(this.listSteps(this.listOptions));
    this.listsComplete = true;
  }

  /** Compacted internals for serialisation. */
  parts(): { schema: ResolvedSchema; store: DocStore; data: SegmentData } {
    if (this.data.hasChanges) this.compact();
    return { schema: this.schema, store: this.data.store, data: this.data.base.data };
  }

  memory(): MemoryReport {
    return this.data.memory(this.lists);
  }

  /** Called before any change to the documents: answers may differ from here on. */
  private changed(): void {
    this.lists = null;
    this.rev = nextRevision();
  }

  /** Only valid while the base segment is all there is and every document is alive. */
  private listSteps(options: TopListOptions): ReturnType<typeof topListSteps> {
    return topListSteps(this.state(), this.data.base.data, options);
  }

  /** What a search reads: the documents, the query settings and the learned signals. */
  private state(): ReturnType<IndexData['state']> {
    const st = this.data.state(this.query);
    const learned = this.learned;
    if (learned === null) return st;
    fitSignals(learned, this.data.store.size);
    return { ...st, learned: { ...learned, ranking: this.query.ranking } };
  }

  /**
   * Whether the top lists may answer `query`: always, unless learning ranks. Then the lists were
   * ranked with the learned rule for their word's key, which is the query's learning key only
   * for a plain ASCII word (another text may reach a list through the analysis with another
   * key), and a search with `learning: false` wants the static order.
   */
  private listsMayAnswer(query: SearchQuery): boolean {
    if (this.learned === null || this.query.ranking === null) return true;
    return query.learning !== false && PLAIN.test(query.q ?? '');
  }

  /** Swaps in merged documents, which renumbers them: the learned signals are resolved again. */
  private swap(merged: { store: DocStore; base: IndexData['base'] }): void {
    this.data.swap(merged);
    const learned = this.learned;
    if (learned === null) return;
    const { store } = this.data;
    this.learned = compileSignals(learned.signals, store.idToDoc, store.size);
  }
}
