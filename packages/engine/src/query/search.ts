import type { DocStore } from '../index/doc-store.js';
import type { Segment } from '../index/segment.js';
import { computeKeys, scoreKey } from '../ranking/ranking-chain.js';
import type { RankingContext } from '../ranking/rule.js';
import { countedFacets, EngineError, type ResolvedSchema } from '../schema.js';
import { BROWSE_DEPTH, browseKey, type BrowseAnswers } from './browse-answers.js';
import { selectCandidates, type Selection } from './candidates.js';
import { correctedQuery } from './did-you-mean.js';
import { countBrowseFacets, countFacets } from './facet-counts.js';
import { filteredBrowse, type FilteredBrowse } from './filtered-browse.js';
import { compileFilters, failMask, type FilterGroup } from './filters.js';
import { analyzeQuery, type Slot, type SynonymTable } from './query-analyzer.js';
import { entryId, merchandisingLabels, NO_LABELS } from './merchandising.js';
import { assembleHits, type Ordering } from './result-assembly.js';
import type { Scratch } from './scratch.js';
import type { MatcherConfig } from './term-matcher.js';
import { matchText, textlessContext } from './text-match.js';
import { topK, topKByKey } from './top-k.js';
import { expandSlots } from './word-splits.js';
import type { MerchandisingEntry, SearchQuery, SearchResult } from './types.js';

/** What a search needs from an index; the index guarantees `scratch.capacity >= store.size`. */
export interface SearchState {
  schema: ResolvedSchema;
  store: DocStore;
  segments: readonly Segment[];
  scratch: Scratch;
  matcher: MatcherConfig;
  synonyms: SynonymTable;
  /** Text-less answers of this index state; absent where none may be kept (top-list builds). */
  browse?: BrowseAnswers;
}

const TIER_SCALE = 2 ** 47;

/** `slots`, when given, must be `analyzeQuery` of this query (as `searchTopLists` leaves it). */
export function executeSearch(
  st: SearchState,
  query: SearchQuery,
  analysed: readonly Slot[] = analyzeQuery(
    query.q ?? '',
    st.schema,
    st.synonyms,
    query.prefix ?? true,
  ),
): SearchResult {
  const { store, scratch: s, schema } = st;
  const live = { alive: store.alive, allAlive: store.liveCount === store.size };
  const slots = expandSlots(analysed, st.segments, live, schema.languages);
  const offset = Math.max(0, Math.floor(query.offset ?? 0));
  const limit = Math.max(0, Math.floor(query.limit ?? 20));
  const hasText = slots.length > 0;
  s.beginQuery();

  const sort = (query.sort ?? []).map((b) => {
    const i = schema.sortable.findIndex((f) => f.name === b.field);
    if (i < 0) throw new EngineError('sort_unknown_field', `${b.field} is not sortable`);
    return { i, dir: b.order === 'desc' ? -1 : 1 };
  });
  const merch = query.merchandising;
  const merchOn = merch !== undefined && (sort.length === 0 || merch.applyWhenSorted === true);
  // A text-less search without merchandising in force reads only documents, filters and sort.
  const browse = hasText || merchOn || query.explain === true ? null : (st.browse ?? null);
  const key = browse === null ? '' : browseKey(query);
  const kept = browse === null ? null : browse.read(key, store, offset, limit);
  if (kept !== null) return kept;
  const toDocs = (entries: readonly MerchandisingEntry[] | undefined): Set<number> =>
    new Set(
      (entries ?? []).map((e) => store.idToDoc.get(entryId(e))).filter((d) => d !== undefined),
    );
  const removed = merchOn ? toDocs(merch.remove) : new Set<number>();
  const groups = compileFilters(store, query.filters ?? {});
  const pins = merchOn
    ? (merch.pins ?? [])
        .map((p) => ({ doc: store.idToDoc.get(p.id) ?? -1, position: Math.floor(p.position) }))
        .filter((p) => p.doc >= 0 && store.alive[p.doc] === 1 && !removed.has(p.doc))
        .filter((p) => groups.length === 0 || failMask(groups, p.doc) === 0)
        .sort((a, b) => a.position - b.position)
    : [];
  const pinned = new Set(pins.map((p) => p.doc));
  const relaxBelow = Math.max(0, query.relaxBelow ?? limit);
  // Without filters or removals, `requiredSlots` keeps every word once `relaxBelow` documents
  // match them all, so matching may then leave out the documents that miss one.
  const fullOnly = groups.length === 0 && removed.size === 0 ? relaxBelow : -1;
  // A text-less search with value filters reads the filtered values' documents, not every one.
  const narrow = hasText || merchOn ? null : filteredBrowse(store, groups, s);
  const { ctx, sel } =
    narrow === null
      ? matchAndSelect(st, slots, fullOnly, groups, removed, pinned, relaxBelow)
      : { ctx: textlessContext(st), sel: browseSelection(narrow) };
  const { ranked, nRanked: nr } = sel;
  const keys = s.keys;
  computeKeys(ctx, store.docRank, ranked, nr, keys);
  const keys2 = scoreKey(ctx, ranked, nr, s.keys2);
  const tiers = new Map<number, number>();
  if (merchOn) {
    for (const d of toDocs(merch.boost)) tiers.set(d, 2);
    for (const d of toDocs(merch.bury)) tiers.set(d, 0);
    if (tiers.size > 0) {
      for (let i = 0; i < nr; i++) keys[i] = keys[i]! + (tiers.get(ranked[i]!) ?? 1) * TIER_SCALE;
    }
  }
  // Labels are read only by explanations, which storefront searches never ask for.
  const labels = merchOn && query.explain === true ? merchandisingLabels(store, merch) : NO_LABELS;
  const order: Ordering = { sort, store, keys, keys2, ranked, tiers, labels };
  // Tiers are folded into the keys, so relevance order is keys then document number. The order
  // is total, so the first `offset + limit` of a deeper list kept for browsing are the same.
  const k = browse === null ? offset + limit : Math.max(offset + limit, BROWSE_DEPTH);
  const best =
    sort.length === 0
      ? topKByKey(keys, keys2, ranked, nr, k)
      : topK(nr, k, (a, b) => compareRanked(order, a, b), null);

  const facetNames = query.facets ?? countedFacets(schema);
  const facets =
    facetNames.length === 0
      ? {}
      : narrow === null
        ? countFacets(store, facetNames, groups, sel, s, query.maxValuesPerFacet ?? 50)
        : countBrowseFacets(store, facetNames, groups, narrow, s, query.maxValuesPerFacet ?? 50);
  const total = nr + pins.length;
  const hits = assembleHits(st, order, ctx, slots, query, best, pins, offset, limit);
  const result: SearchResult = { hits, total, facets };
  browse?.keep(
    key,
    Int32Array.from(best, (i) => ranked[i]!),
    total,
    facets,
  );
  // Also when a word that matched nothing was made optional: the shopper still sees results,
  // and may have meant another word.
  const missedWord = sel.dropped.some((slot) => s.slotDocs[slot] === 0);
  if ((total === 0 || missedWord) && hasText) {
    const fixed = correctedQuery(slots, st.segments, live);
    const strict = { ...query, q: fixed ?? '', limit: 0, facets: [], relaxBelow: 0 };
    if (fixed !== null && executeSearch(st, strict).total > 0) result.didYouMean = fixed;
  }
  return result;
}

/** Matches the words (all live documents without any) and selects the candidates among them. */
function matchAndSelect(
  st: SearchState,
  slots: readonly Slot[],
  fullOnly: number,
  groups: readonly FilterGroup[],
  removed: ReadonlySet<number>,
  pinned: ReadonlySet<number>,
  relaxBelow: number,
): { ctx: RankingContext; sel: Selection } {
  const { raw, nRaw, ctx } = matchText(st, slots, fullOnly);
  const hasText = slots.length > 0;
  const sel = selectCandidates(st.scratch, raw, nRaw, {
    groups,
    removed,
    pinned,
    slotBits: hasText ? st.scratch.slotBits : null,
    words: hasText ? ctx.words : null,
    nSlots: slots.length,
    slotDocs: st.scratch.slotDocs,
    relaxBelow,
  });
  return { ctx, sel };
}

/** A filtered browse's selection: the documents passing every filter, all ranked. */
function browseSelection(narrow: FilteredBrowse): Selection {
  const { passing, n } = narrow;
  return { cands: passing, fails: null, n, ranked: passing, nRanked: n, dropped: [] };
}

/** Sort fields (missing values last), then relevance keys, then index order. */
export function compareRanked(o: Ordering, a: number, b: number): number {
  const da = o.ranked[a]!;
  const db = o.ranked[b]!;
  if (o.tiers.size > 0) {
    const t = (o.tiers.get(db) ?? 1) - (o.tiers.get(da) ?? 1);
    if (t !== 0) return t;
  }
  for (const { i, dir } of o.sort) {
    const nums = o.store.sortNumbers[i];
    if (nums) {
      const va = nums[da]!;
      const vb = nums[db]!;
      if (va !== vb) {
        if (va !== va) return 1;
        if (vb !== vb) return -1;
        return (va - vb) * dir;
      }
    } else {
      const strs = o.store.sortStrings[i]!;
      const va = strs[da]!;
      const vb = strs[db]!;
      if (va !== vb) return (va < vb ? -1 : 1) * dir;
    }
  }
  const k2 = o.keys2 === null ? 0 : o.keys2.get(b) - o.keys2.get(a);
  return o.keys[b]! - o.keys[a]! || k2 || da - db;
}
