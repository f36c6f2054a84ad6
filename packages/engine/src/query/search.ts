import type { DocStore } from '../index/doc-store.js';
import type { Segment } from '../index/segment.js';
import { computeKeys } from '../ranking/ranking-chain.js';
import type { RankingContext } from '../ranking/rule.js';
import { EngineError, type ResolvedSchema } from '../schema.js';
import { correctedQuery } from './did-you-mean.js';
import { countFacets } from './facet-counts.js';
import { compileFilters, failMask } from './filters.js';
import { analyzeQuery, type SynonymTable } from './query-analyzer.js';
import { assembleHits, type Ordering } from './result-assembly.js';
import type { Scratch } from './scratch.js';
import { TermMatcher, type MatcherConfig } from './term-matcher.js';
import { topK } from './top-k.js';
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

export function executeSearch(st: SearchState, query: SearchQuery): SearchResult {
  const { store, scratch: s, schema } = st;
  const offset = Math.max(0, Math.floor(query.offset ?? 0));
  const limit = Math.max(0, Math.floor(query.limit ?? 20));
  const slots = analyzeQuery(query.q ?? '', schema, st.synonyms, query.prefix ?? true);
  const hasText = slots.length > 0;
  s.beginQuery();
  let raw: Int32Array;
  let nRaw: number;
  if (hasText) {
    const matcher = new TermMatcher(st.matcher, s, store.alive);
    for (const slot of slots) {
      s.beginSlot();
      for (const seg of st.segments) matcher.matchSlot(seg, slot);
      s.endSlot();
    }
    raw = s.touched;
    nRaw = s.nTouched;
  } else {
    raw = s.touched;
    nRaw = 0;
    for (let d = 0; d < store.size; d++) if (store.alive[d] === 1) raw[nRaw++] = d;
  }

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

  const { cands, fails, words } = s;
  let minWords = 1;
  if (hasText) {
    let full = 0;
    for (let i = 0; i < nRaw; i++) {
      const d = raw[i]!;
      if (words[d] === slots.length && (groups.length === 0 || failMask(groups, d) === 0)) full++;
    }
    minWords = full >= offset + limit ? slots.length : 1;
  }
  let n = 0;
  for (let i = 0; i < nRaw; i++) {
    const d = raw[i]!;
    if ((hasText && words[d]! < minWords) || removed.has(d)) continue;
    cands[n] = d;
    fails[n++] = groups.length === 0 ? 0 : failMask(groups, d);
  }
  const ranked = s.ranked;
  let nr = 0;
  for (let i = 0; i < n; i++)
    if (fails[i] === 0 && !pinned.has(cands[i]!)) ranked[nr++] = cands[i]!;

  const ctx: RankingContext = {
    hasText,
    words,
    typos: s.typos,
    prox: s.prox,
    fieldRank: s.fieldRank,
    exact: s.exact,
    popularity: store.popularity,
    available: store.available,
  };
  const keys = s.keys;
  computeKeys(ctx, ranked, nr, keys);
  const tiers = new Map<number, number>();
  if (merchOn) {
    for (const d of toDocs(merch.boost)) tiers.set(d, 2);
    for (const d of toDocs(merch.bury)) tiers.set(d, 0);
    for (let i = 0; i < nr; i++) keys[i] = keys[i]! + (tiers.get(ranked[i]!) ?? 1) * TIER_SCALE;
  }
  const order: Ordering = { sort, store, keys, ranked, tiers };
  const cmp = (a: number, b: number): number => compareRanked(order, a, b);
  const best = topK(nr, offset + limit, cmp, sort.length === 0 ? keys : null);

  const facetNames = query.facets ?? schema.facets.map((f) => f.name);
  const facets = countFacets(
    store,
    facetNames,
    groups,
    cands,
    fails,
    n,
    query.maxValuesPerFacet ?? 50,
  );
  const total = nr + pins.length;
  const hits = assembleHits(st, order, ctx, slots, query, best, pins, offset, limit);
  const result: SearchResult = { hits, total, facets };
  if (total === 0 && hasText) {
    const fixed = correctedQuery(slots, st.segments);
    if (
      fixed !== null &&
      executeSearch(st, { ...query, q: fixed, limit: 0, facets: [] }).total > 0
    ) {
      result.didYouMean = fixed;
    }
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
