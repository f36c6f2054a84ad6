import { boundedDistance } from '../analysis/edit-distance.js';
import { bitCount, letterMask } from '../analysis/letter-mask.js';
import type { Segment } from '../index/segment.js';
import type { Slot } from './query-analyzer.js';

/** Which documents are alive; `allAlive` when none was deleted since the last compaction. */
export interface Liveness {
  alive: Uint8Array;
  allAlive: boolean;
}

/**
 * Live postings of `term` over all segments: the document frequency the term would have after
 * compaction. Dead postings stay in segments until then, and a term left only in deleted
 * documents must not be suggested.
 */
export function liveFrequency(term: string, segments: readonly Segment[], live: Liveness): number {
  let n = 0;
  for (const seg of segments) {
    const t = seg.termIndex.get(term);
    if (t === undefined) continue;
    const { start, docs } = seg.data;
    if (live.allAlive) n += start[t + 1]! - start[t]!;
    else for (let p = start[t]!; p < start[t + 1]!; p++) n += live.alive[docs[p]!]!;
  }
  return n;
}

/**
 * The indexed term closest to `word` (distance ≤ 2, then most live documents, then shorter, then
 * alphabetical: the order a compacted index's single segment is scanned in), or null.
 */
function closestTerm(word: string, segments: readonly Segment[], live: Liveness): string | null {
  let best: string | null = null;
  let bestDist = 3;
  let bestFreq = 0;
  for (const seg of segments) {
    const { terms } = seg.data;
    const letters = letterMask(word);
    for (let len = Math.max(1, word.length - 2); len <= word.length + 2; len++) {
      for (const t of seg.typoByLength[len] ?? []) {
        if (bitCount(letters ^ seg.letterMasks[t]!) > 4) continue;
        const term = terms[t]!;
        const dist = boundedDistance(word, term, 2);
        if (dist > 2 || dist === 0 || dist > bestDist) continue;
        const freq = liveFrequency(term, segments, live);
        if (freq === 0) continue;
        const better =
          dist < bestDist ||
          freq > bestFreq ||
          (freq === bestFreq &&
            (term.length < best!.length || (term.length === best!.length && term < best!)));
        if (better) {
          best = term;
          bestDist = dist;
          bestFreq = freq;
        }
      }
    }
  }
  return best;
}

/**
 * A corrected query for a search that found nothing: each word without live postings is replaced
 * by its closest live indexed term, ignoring the typo length thresholds. Null when nothing
 * changes.
 */
export function correctedQuery(
  slots: readonly Slot[],
  segments: readonly Segment[],
  live: Liveness,
): string | null {
  let changed = false;
  const words = slots.flatMap((slot) =>
    slot.words.map((w) => {
      if (liveFrequency(w, segments, live) > 0) return w;
      const fix = closestTerm(w, segments, live);
      if (fix === null) return w;
      changed = true;
      return fix;
    }),
  );
  return changed ? words.join(' ') : null;
}
