import { bitCount } from '../analysis/letter-mask.js';
import { idf } from '../ranking/bm25f.js';
import {
  markPostings,
  scanPostings,
  scanWithin,
  type Postings,
  type ScanContext,
} from './posting-scan.js';
import type { Slot } from './query-analyzer.js';
import type { SearchState } from './search.js';
import { cutsOf, demoteTargetMentions } from './target-mentions.js';
import { TermMatcher } from './term-matcher.js';

/** A scan the matcher decided on for one word (`ScanSink`), run once every word's are known. */
interface PlannedScan {
  src: Postings;
  from: number;
  to: number;
  typos: number;
  exact: number;
  allowed: number;
}

/**
 * Matches the words of a multi-word search and folds them into the totals (`Scratch.endSlot`),
 * keeping each word's matched fields for term statistics (`keepSlot`); returns whether a typo
 * match was scanned.
 *
 * Every word's scans are decided first (exact, stems, prefixes, typos). With `fullOnlyAbove` ≥ 0
 * (no filters, no removals: words become optional only when fewer than that many documents match
 * them all, `requiredSlots`), each word's documents are then marked in a bit set and intersected:
 * when at least `fullOnlyAbove` documents match every word, only they can be candidates, so only
 * they are recorded and folded, and a posting of any other document costs one read of a bit set
 * that stays in cache instead of best-match writes scattered over per-document arrays. Each
 * word's idf and `slotDocs` still count every document it matched. Otherwise every document of
 * every word is recorded, as before words could become optional.
 *
 * @example const anyTypos = matchSlots(state, analyzeQuery('sandali verde', schema, synonyms, true), scan, 12);
 */
export function matchSlots(
  st: SearchState,
  slots: readonly Slot[],
  scan: ScanContext,
  fullOnlyAbove: number,
): boolean {
  const { store, scratch: s } = st;
  const planned: PlannedScan[][] = [];
  let scans: PlannedScan[] = [];
  const matcher = new TermMatcher(st.matcher, s, scan, (src, from, to, typos, exact, allowed) => {
    scans.push({ src, from, to, typos, exact, allowed });
  });
  for (const slot of slots) {
    scans = [];
    for (const seg of st.segments) matcher.matchSlot(seg, slot);
    planned.push(scans);
  }
  const counts = fullOnlyAbove >= 0 ? countFullMatches(st, planned, fullOnlyAbove) : null;
  const cuts = cutsOf(st);
  planned.forEach((slotScans, i) => {
    s.beginSlot();
    for (const p of slotScans) {
      if (counts === null) scanPostings(s, scan, p.src, p.from, p.to, p.typos, p.exact, p.allowed);
      else scanWithin(s, scan, p.src, p.from, p.to, p.typos, p.exact, p.allowed, s.fullBitSet);
    }
    // The documents recorded are those matching every word; the word matched these many.
    if (counts !== null) s.nSlotOthers = counts[i]! - s.nSlotTouched;
    demoteTargetMentions(s, cuts, scan.rankTable);
    s.endSlot(i);
    s.keepSlot(i, idf(s.slotMatched, store.liveCount));
  });
  return matcher.anyTypos;
}

/**
 * Marks each word's live documents in `slotBitSet` and intersects them into `fullBitSet`.
 * Returns the documents each word matched when at least `atLeast` match every word (then
 * `fullBitSet` holds exactly those), else null.
 */
function countFullMatches(
  st: SearchState,
  planned: readonly PlannedScan[][],
  atLeast: number,
): number[] | null {
  const { store, scratch: s } = st;
  const alive = store.liveCount === store.size ? null : store.alive;
  const { slotBitSet: bits, fullBitSet: full } = s;
  const words = (store.size + 31) >>> 5;
  const counts: number[] = [];
  let nFull = 0;
  planned.forEach((scans, i) => {
    const target = i === 0 ? full : bits;
    target.fill(0, 0, words);
    let count = 0;
    for (const p of scans) count += markPostings(target, alive, p.src, p.from, p.to, p.allowed);
    counts.push(count);
    if (i === 0) {
      nFull = count;
      return;
    }
    nFull = 0;
    for (let w = 0; w < words; w++) {
      const v = full[w]! & bits[w]!;
      full[w] = v;
      nFull += bitCount(v);
    }
  });
  return nFull >= atLeast ? counts : null;
}
