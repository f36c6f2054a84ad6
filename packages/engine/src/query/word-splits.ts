import { stemsOf } from '../analysis/stemmer.js';
import type { Segment } from '../index/segment.js';
import type { Language } from '../schema.js';
import { liveFrequency, type Liveness } from './did-you-mean.js';
import type { Slot } from './query-analyzer.js';

const LETTERS = /^\p{L}+$/u;
/** Shortest half of a split: one-letter halves ('a' + 'bag') would split almost anything. */
const MIN_HALF = 2;

function isTerm(
  word: string,
  segments: readonly Segment[],
  languages: readonly Language[],
): boolean {
  const stems = stemsOf(word, languages);
  return segments.some(
    (seg) => seg.termIndex.has(word) || stems.some((s) => seg.stemGroups.has(s)),
  );
}

function startsTerm(prefix: string, segments: readonly Segment[]): boolean {
  return segments.some((seg) => {
    const [lo, hi] = seg.prefixRange(prefix);
    return hi > lo;
  });
}

/**
 * Cuts of `word` into two vocabulary words, left to right. Only for a letter word no live
 * document holds: a word the catalogue has is meant as written. Liveness matters for that test
 * alone (a split matching only deleted documents adds nothing), so a compacted and an
 * uncompacted index split alike.
 */
function splitsOf(word: string, segments: readonly Segment[], live: Liveness): [string, string][] {
  if (word.length < 2 * MIN_HALF || !LETTERS.test(word)) return [];
  if (liveFrequency(word, segments, live) > 0) return [];
  const out: [string, string][] = [];
  for (let k = MIN_HALF; k <= word.length - MIN_HALF; k++) {
    const left = word.slice(0, k);
    const right = word.slice(k);
    if (segments.some((seg) => seg.termIndex.has(left) && seg.termIndex.has(right))) {
      out.push([left, right]);
    }
  }
  return out;
}

/**
 * The slots with their vocabulary alternatives (Algolia's splitting and concatenation):
 * - a letter word no live document holds, cut into two vocabulary words found adjacent and in
 *   order ('wirelessmouse' → 'wireless mouse'), costing one typo;
 * - two adjacent letter words whose concatenation is a vocabulary word (or, when the second is
 *   being typed, starts one): 'play station' → 'playstation'. Both slots match it; the first pays
 *   the typo, so the pair costs one.
 * Slots of synonym phrases, and words with digits (their parts are the delimiters' business),
 * take no part. Adds to the slots' `splits` and `joins` in place (they are the query's own, fresh
 * from `analyzeQuery`; copies would give the matcher a second object shape to handle).
 *
 * @example
 * expandSlots(analyzeQuery('head phones', …), segments, live, ['en'])[0].joins;
 * // [{ term: 'headphones', prefix: false, typos: 1 }]
 */
export function expandSlots(
  slots: readonly Slot[],
  segments: readonly Segment[],
  live: Liveness,
  languages: readonly Language[],
): readonly Slot[] {
  const out = slots;
  const plain = (s: Slot): s is Slot & { single: string } =>
    s.single !== null && LETTERS.test(s.single);
  for (let i = 0; i < out.length; i++) {
    const a = out[i]!;
    if (!plain(a)) continue;
    a.splits.push(...splitsOf(a.single, segments, live));
    const b = out[i + 1];
    if (b === undefined || !plain(b)) continue;
    const term = a.single + b.single;
    const found = b.prefix ? startsTerm(term, segments) : isTerm(term, segments, languages);
    if (!found) continue;
    a.joins.push({ term, prefix: b.prefix, typos: 1 });
    b.joins.push({ term, prefix: b.prefix, typos: 0 });
  }
  return out;
}
