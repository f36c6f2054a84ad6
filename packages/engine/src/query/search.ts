import type { DocStore } from '../index/doc-store.js';
import type { Segment } from '../index/segment.js';
import { computeKeys } from '../ranking/ranking-chain.js';
import type { RankingContext } from '../ranking/rule.js';
import { EngineError, type ResolvedSchema } from '../schema.js';
import { selectCandidates } from './candidates.js';
import { correctedQuery } from './did-you-mean.js';
import { countFacets } from './facet-counts.js';
import { compileFilters, failMask } from './filters.js';
import { analyzeQuery, type Slot, type SynonymTable } from './query-analyzer.js';
import { assembleHits, type Ordering } from './result-assembly.js';
import type { Scratch } from './scratch.js';
import { TermMatcher, type MatcherConfig } from './term-matcher.js';
import { topK, topKByKey } from './top-k.js';
import { expandSlots } from './word-splits.js';
import type { SearchQuery, SearchResult } from './types.js';

/** What a search needs from an index; the index guarantees `scratch.capacity >= store.size`. */
export interface SearchState {
  schema: ResolvedSchema;
  store: DocStore;
  segments: readonly Segment[];
  scratch: Scratch;
  matcher: MatcherConfig;
  synonyms: SynonymTable;
}

const TIER_SCALE = 2 ** 47;

/**
 * Matches every slot; returns the matched documents and the ranking inputs. A one-slot query
 * (most searches) skips folding slot results into totals: the slot arrays are the totals.
 */
function matchText(
  st: SearchState,
  slots: readonly Slot[],
): { raw: Int32Array; nRaw: number; ctx: RankingContext } {
  const { store, scratch: s } = st;
  const signals = { popularity: store.popularity, available: store.available };
  if (slots.length === 0) {
    let nRaw = 0;
    for (let d = 0; d < store.size; d++) if (store.alive[d] === 1) s.touched[nRaw++] = d;
    const { words, typos, prox, fieldRank, exact } = s;
    const text = { hasText: false, slots: 0, anyTypos: false };
    return {
      raw: s.touched,
      nRaw,
      ctx: { ...signals, ...text, words, typos, prox, fieldRank, exact },
    };
  }
  const matcher = new TermMatcher(st.matcher, s, store.alive);
  slots.forEach((slot, i) => {
    s.beginSlot();
    for (const seg of st.segments) matcher.matchSlot(seg, slot);
    if (slots.length > 1) s.endSlot(i);
  });
  const text = { hasText: true, slots: slots.length, anyTypos: matcher.anyTypos };
  if (slots.length === 1) {
    const ctx: RankingContext = {
      ...signals,
      ...text,
      words: s.ones,
      typos: s.sTypo,
      prox: s.zeros,
      fieldRank: s.sRank,
      exact: s.sExact,
    };
    return { raw: s.slotTouched, nRaw: s.nSlotTouched, ctx };
  }
  const { words, typos, prox, fieldRank, exact } = s;
  const ctx = { ...signals, ...text, words, typos, prox, fieldRank, exact };
  return { raw: s.touched, nRaw: s.nTouched, ctx };
}

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
  const { raw, nRaw, ctx } = matchText(st, slots);

  const sort = (query.sort ?? []).map((b) => {
    const i = schema.sortable.findIndex((f) => f.name === b.field);
    if (i < 0) throw new EngineError('sort_unknown_field', `${b.field} is not sortable`);
    return { i, dir: b.order === 'desc' ? -1 : 1 };
  });
  const merch = query.merchandising;
  const merchOn = merch !== undefined && (sort.length === 0 || merch.applyWhenSorted === true);
  const toDocs = (ids: readonly string[] | undefined): Set<number> =>
    new Set((ids ?? []).map((id) => store.idToDoc.get(id)).filter((d) => d !== undefined));
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

  const sel = selectCandidates(s, raw, nRaw, {
    groups,
    removed,
    pinned,
    slotBits: hasText ? s.slotBits : null,
    typoBits: s.typoBits,
    words: hasText ? ctx.words : null,
    nSlots: slots.length,
    slotDocs: s.slotDocs,
    relaxBelow: Math.max(0, query.relaxBelow ?? limit),
  });
  const { ranked, nRanked: nr } = sel;
  const keys = s.keys;
  computeKeys(ctx, store.docRank, ranked, nr, keys);
  const tiers = new Map<number, number>();
  if (merchOn) {
    for (const d of toDocs(merch.boost)) tiers.set(d, 2);
    for (const d of toDocs(merch.bury)) tiers.set(d, 0);
    if (tiers.size > 0) {
      for (let i = 0; i < nr; i++) keys[i] = keys[i]! + (tiers.get(ranked[i]!) ?? 1) * TIER_SCALE;
    }
  }
  const order: Ordering = { sort, store, keys, ranked, tiers };
  // Tiers are folded into the keys, so relevance order is keys then document number.
  const best =
    sort.length === 0
      ? topKByKey(keys, ranked, nr, offset + limit)
      : topK(nr, offset + limit, (a, b) => compareRanked(order, a, b), null);

  const facetNames = query.facets ?? schema.facets.map((f) => f.name);
  const facets =
    facetNames.length === 0
      ? {}
      : countFacets(store, facetNames, groups, sel, s, query.maxValuesPerFacet ?? 50);
  const total = nr + pins.length;
  const hits = assembleHits(st, order, ctx, slots, query, best, pins, offset, limit);
  const result: SearchResult = { hits, total, facets };
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

/** Sort fields (missing values last), then relevance key, then index order. */
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
  return o.keys[b]! - o.keys[a]! || da - db;
}
