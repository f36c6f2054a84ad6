import { idf, occurrenceWeights } from '../ranking/bm25f.js';
import { NO_TIERS } from '../ranking/merchandising.rule.js';
import type { RankingContext } from '../ranking/rule.js';
import type { ScanContext } from './posting-scan.js';
import type { Slot } from './query-analyzer.js';
import type { SearchState } from './search.js';
import { matchSlots } from './full-matches.js';
import { TermMatcher } from './term-matcher.js';
import { TermStats } from './term-stats.js';
import { cutsOf, demoteTargetMentions } from './target-mentions.js';

/**
 * Matches every slot; returns the matched documents and the ranking inputs. A one-slot query
 * (most searches) skips folding slot results into totals: the slot arrays are the totals.
 * `fullOnlyAbove` ≥ 0 (no filters, no removals, words optional below that many full matches):
 * when at least that many documents match every slot, only they are returned
 * (`full-matches.ts`), since the others could never be candidates. The context has no
 * merchandising tiers: the retrieval stage adds them (`withTiers`).
 */
export function matchText(
  st: SearchState,
  slots: readonly Slot[],
  fullOnlyAbove = -1,
): { raw: Int32Array; nRaw: number; ctx: RankingContext } {
  const { store, scratch: s } = st;
  const signals = { popularity: store.popularity, available: store.available };
  if (slots.length === 0) {
    let nRaw = 0;
    const { alive, size } = store;
    const { touched } = s;
    for (let d = 0; d < size; d++) if (alive[d] === 1) touched[nRaw++] = d;
    return { raw: touched, nRaw, ctx: textlessContext(st) };
  }
  const { fields } = st.matcher;
  const scan: ScanContext = {
    alive: store.alive,
    rankTable: st.matcher.rankTable,
    lengths: store.lengths,
    weights: occurrenceWeights(fields, store),
    fields,
  };
  if (slots.length === 1) {
    const matcher = new TermMatcher(st.matcher, s, scan);
    s.beginSlot();
    for (const seg of st.segments) matcher.matchSlot(seg, slots[0]!);
    demoteTargetMentions(s, cutsOf(st), scan.rankTable);
    // A word's idf counts the live documents it matched, however (stems, prefixes, typos).
    const slotIdf = idf(s.slotMatched, store.liveCount);
    const ctx: RankingContext = {
      ...signals,
      ...{ hasText: true, slots: 1, anyTypos: matcher.anyTypos },
      words: s.ones,
      typos: s.sTypo,
      prox: s.zeros,
      fieldRank: s.sRank,
      exact: s.sExact,
      termStats: new TermStats(scan, [{ match: s.sMatch, idf: slotIdf }], null),
      tiers: NO_TIERS,
    };
    return { raw: s.slotTouched, nRaw: s.nSlotTouched, ctx };
  }
  const anyTypos = matchSlots(st, slots, scan, fullOnlyAbove);
  const text = { hasText: true, slots: slots.length, anyTypos };
  const { words, typos, prox, fieldRank, exact } = s;
  const termStats = new TermStats(scan, s.kept, s.slotBits);
  const tiers = NO_TIERS;
  const ctx = { ...signals, ...text, words, typos, prox, fieldRank, exact, termStats, tiers };
  return { raw: s.touched, nRaw: s.nTouched, ctx };
}

/** The ranking inputs of a search without words: only the document signals vary. */
export function textlessContext(st: SearchState): RankingContext {
  const { store, scratch: s } = st;
  const { words, typos, prox, fieldRank, exact } = s;
  return {
    popularity: store.popularity,
    available: store.available,
    hasText: false,
    slots: 0,
    anyTypos: false,
    ...{ words, typos, prox, fieldRank, exact },
    termStats: null,
    tiers: NO_TIERS,
  };
}
