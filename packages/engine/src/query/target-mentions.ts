import type { DocStore } from '../index/doc-store.js';
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
 * Per searchable field, each document's first position of a target word (`NONE` without one).
 * A posting keeps a term's first packed position only, so a target word known in a heavier
 * field hides its position in a lighter one: there the field's entry stays `NONE` unless another
 * target word reveals it, and a match counts as the subject, as it did before.
 */
interface TargetCuts {
  segments: readonly Segment[];
  size: number;
  cuts: Uint16Array[];
}

const cache = new WeakMap<DocStore, TargetCuts>();

function sameSegments(a: readonly Segment[], b: readonly Segment[]): boolean {
  return a.length === b.length && a.every((s, i) => s === b[i]);
}

/**
 * The cuts of this index state: built from the target words' postings the first time a search
 * needs them after the segments change (a few posting lists, not the catalogue's text).
 */
export function targetCuts(
  store: DocStore,
  segments: readonly Segment[],
  fields: number,
  languages: readonly Language[],
): Uint16Array[] {
  const cached = cache.get(store);
  if (
    cached !== undefined &&
    cached.size === store.size &&
    sameSegments(cached.segments, segments)
  ) {
    return cached.cuts;
  }
  const cuts = Array.from({ length: fields }, () => new Uint16Array(store.size).fill(NONE));
  const words = new Set(languages.flatMap((l) => TARGET_WORDS[l]));
  for (const seg of segments) {
    const { start, docs, pos } = seg.data;
    for (const w of words) {
      const t = seg.termIndex.get(w);
      if (t === undefined) continue;
      for (let p = start[t]!; p < start[t + 1]!; p++) {
        const f = pos[p]! >>> 10;
        const at = pos[p]! & 1023;
        const d = docs[p]!;
        if (f < fields && d < store.size && at < cuts[f]![d]!) cuts[f]![d] = at;
      }
    }
  }
  cache.set(store, { segments, size: store.size, cuts });
  return cuts;
}

/** The target-word cuts of a search's index state. */
export function cutsOf(st: SearchState): Uint16Array[] {
  return targetCuts(st.store, st.segments, st.matcher.fields.weights.length, st.schema.languages);
}

/**
 * Lowers the current slot's exact matches that are only a mention — whose first occurrence in
 * the heaviest field matched comes after a target word of that field — to the class of a stem
 * match. 'Headphones' then ranks a pair of headphones above 'Hard Case for Headphones', and
 * 'smartphone' a phone ('Smartphone with a 6.7-inch display') above a charger ('Fast charging for
 * smartphone'), before term statistics, which favour the accessory's shorter text. Only the
 * class in the heaviest field moves, so no document gains or loses a match.
 */
export function demoteTargetMentions(s: Scratch, cuts: Uint16Array[], rankTable: Uint8Array): void {
  const { slotTouched, sExact, sPos, sRank } = s;
  for (let i = 0; i < s.nSlotTouched; i++) {
    const d = slotTouched[i]!;
    if (sExact[d] !== 3) continue;
    const p = sPos[d]!;
    const f = p >>> 10;
    // The first position is in field f; it says nothing unless f is the heaviest field matched.
    if (f >= cuts.length || rankTable[1 << f] !== sRank[d]) continue;
    if (cuts[f]![d]! < (p & 1023)) sExact[d] = 2;
  }
}
