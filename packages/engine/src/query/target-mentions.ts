import type { Segment } from '../index/segment.js';
import type { Language } from '../schema.js';
import type { Scratch } from './scratch.js';
import type { SearchState } from './search.js';

/**
 * Words that introduce what a product fits or comes with, by language: in 'Hard Case for
 * Headphones', 'Charger with USB-C Cable' and 'Custodia per iPhone 15' the words after them name
 * another thing than the product. Prepositions of purpose ('da' in 'scarpe da corsa') are left
 * out: they qualify the product itself.
 */
const TARGET_WORDS: Readonly<Record<Language, readonly string[]>> = {
  en: ['for', 'with'],
  it: ['per', 'con'],
};

/** No target word in that field of that document. */
const NONE = 0xffff;

/**
 * One segment's cuts: per searchable field, the first position of a target word in each document
 * numbered `lo` to `lo + length - 1` (`NONE` without one). A posting keeps a term's first packed
 * position only, so a target word known in a heavier field hides its position in a lighter one:
 * there the entry stays `NONE` unless another target word reveals it, and a match counts as the
 * subject, as it did before. A segment never changes once built and numbers its documents above
 * the earlier ones', so each is read once and the ranges never overlap.
 */
export interface SegmentCuts {
  lo: number;
  cuts: Uint16Array[];
}

const cache = new WeakMap<Segment, SegmentCuts>();

function segmentCuts(seg: Segment, fields: number, words: readonly string[]): SegmentCuts {
  const cached = cache.get(seg);
  if (cached !== undefined && cached.cuts.length === fields) return cached;
  const { start, docs, pos } = seg.data;
  const runs = words.flatMap((w) => {
    const t = seg.termIndex.get(w);
    return t === undefined ? [] : [[start[t]!, start[t + 1]!] as const];
  });
  let lo = Infinity;
  let hi = -1;
  for (const [from, to] of runs) {
    if (to > from) lo = Math.min(lo, docs[from]!);
    if (to > from) hi = Math.max(hi, docs[to - 1]!);
  }
  const n = hi < 0 ? 0 : hi - lo + 1;
  const cuts = Array.from({ length: fields }, () => new Uint16Array(n).fill(NONE));
  for (const [from, to] of runs) {
    for (let p = from; p < to; p++) {
      const f = pos[p]! >>> 10;
      if (f >= fields) continue;
      const cut = cuts[f]!;
      const d = docs[p]! - lo;
      const at = pos[p]! & 1023;
      if (at < cut[d]!) cut[d] = at;
    }
  }
  const out = { lo: n === 0 ? 0 : lo, cuts };
  cache.set(seg, out);
  return out;
}

/**
 * The cuts of an index state, one entry per segment holding a target word: read from the target
 * words' postings the first time a search meets the segment (a few posting lists, not the
 * catalogue's text), so an upsert costs only its small delta segment's.
 */
export function targetCuts(
  segments: readonly Segment[],
  fields: number,
  languages: readonly Language[],
): SegmentCuts[] {
  const words = [...new Set(languages.flatMap((l) => TARGET_WORDS[l]))];
  return segments
    .map((seg) => segmentCuts(seg, fields, words))
    .filter((c) => c.cuts[0]!.length > 0);
}

/** The target-word cuts of a search's index state. */
export function cutsOf(st: SearchState): SegmentCuts[] {
  return targetCuts(st.segments, st.matcher.fields.weights.length, st.schema.languages);
}

/**
 * Lowers the current slot's exact matches that are only a mention — whose first occurrence in
 * the heaviest field matched comes after a target word of that field — to the class of a stem
 * match. 'Headphones' then ranks a pair of headphones above 'Hard Case for Headphones', and
 * 'smartphone' a phone ('Smartphone with a 6.7-inch display') above a charger ('Fast charging for
 * smartphone'), before term statistics, which favour the accessory's shorter text. Only the
 * class in the heaviest field moves, so no document gains or loses a match.
 */
export function demoteTargetMentions(
  s: Scratch,
  segments: readonly SegmentCuts[],
  rankTable: Uint8Array,
): void {
  if (segments.length === 0) return;
  const { slotTouched, sExact, sPos, sRank } = s;
  for (let i = 0; i < s.nSlotTouched; i++) {
    const d = slotTouched[i]!;
    if (sExact[d] !== 3) continue;
    const p = sPos[d]!;
    const f = p >>> 10;
    // The first position is in field f; it says nothing unless f is the heaviest field matched.
    if (rankTable[1 << f] !== sRank[d]) continue;
    for (const { lo, cuts } of segments) {
      const cut = cuts[f];
      if (cut === undefined || d < lo || d - lo >= cut.length) continue;
      if (cut[d - lo]! < (p & 1023)) sExact[d] = 2;
      break;
    }
  }
}
