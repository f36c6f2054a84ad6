import { boundedDistance } from '../analysis/edit-distance.js';
import type { Segment } from '../index/segment.js';
import type { Slot } from './query-analyzer.js';

/** The indexed term closest to `word` (distance ≤ 2, then most documents), or null. */
function closestTerm(word: string, segments: readonly Segment[]): string | null {
  let best: string | null = null;
  let bestDist = 3;
  let bestFreq = 0;
  for (const seg of segments) {
    const { terms, start } = seg.data;
    for (let len = Math.max(1, word.length - 2); len <= word.length + 2; len++) {
      for (const t of seg.typoByLength[len] ?? []) {
        const dist = boundedDistance(word, terms[t]!, 2);
        if (dist > 2 || dist === 0) continue;
        const freq = start[t + 1]! - start[t]!;
        if (dist < bestDist || (dist === bestDist && freq > bestFreq)) {
          best = terms[t]!;
          bestDist = dist;
          bestFreq = freq;
        }
      }
    }
  }
  return best;
}

/**
 * A corrected query for a search that found nothing: each word not in the index is replaced by
 * its closest indexed term, ignoring the typo length thresholds. Null when nothing changes.
 */
export function correctedQuery(
  slots: readonly Slot[],
  segments: readonly Segment[],
): string | null {
  let changed = false;
  const words = slots.flatMap((slot) =>
    slot.words.map((w) => {
      if (segments.some((s) => s.termIndex.has(w))) return w;
      const fix = closestTerm(w, segments);
      if (fix === null) return w;
      changed = true;
      return fix;
    }),
  );
  return changed ? words.join(' ') : null;
}
