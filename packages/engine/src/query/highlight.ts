import { boundedDistance } from '../analysis/edit-distance.js';
import { foldWithOffsets } from '../analysis/normalize.js';
import { stemsOf } from '../analysis/stemmer.js';
import { tokenize } from '../analysis/tokenizer.js';
import type { Language, ResolvedSchema } from '../schema.js';
import type { Slot } from './query-analyzer.js';

/** What a word must look like to have matched the query (mirrors TermMatcher). */
export interface MatchedTerms {
  exact: Set<string>;
  stems: Set<string>;
  prefixes: string[];
  typos: { word: string; max: number }[];
  languages: readonly Language[];
  /** Per-query answers of `wordMatches`: hits share most words, stemming them once is enough. */
  memo: Map<string, boolean>;
}

export function matchedTerms(slots: readonly Slot[], schema: ResolvedSchema): MatchedTerms {
  const m: MatchedTerms = {
    exact: new Set(),
    stems: new Set(),
    prefixes: [],
    typos: [],
    languages: schema.languages,
    memo: new Map(),
  };
  const { one, two } = schema.typoMinLength;
  for (const slot of slots) {
    const words = [...slot.synonyms, ...slot.phrases.flat()];
    if (slot.single !== null) {
      words.push(slot.single);
      if (slot.prefix) m.prefixes.push(slot.single);
      const len = slot.single.length;
      if (len >= one && !/\d/.test(slot.single)) {
        m.typos.push({ word: slot.single, max: len >= two ? 2 : 1 });
      }
    }
    for (const w of words) {
      m.exact.add(w);
      for (const s of stemsOf(w, schema.languages)) m.stems.add(s);
    }
  }
  return m;
}

function wordMatches(w: string, m: MatchedTerms): boolean {
  let v = m.memo.get(w);
  if (v === undefined) {
    v = computeMatch(w, m);
    m.memo.set(w, v);
  }
  return v;
}

function computeMatch(w: string, m: MatchedTerms): boolean {
  if (m.exact.has(w)) return true;
  if (m.prefixes.some((p) => w.startsWith(p))) return true;
  if (stemsOf(w, m.languages).some((s) => m.stems.has(s))) return true;
  return m.typos.some((t) => boundedDistance(t.word, w, t.max) <= t.max);
}

/**
 * `[start, end)` ranges of `text` (original, unfolded offsets) whose words matched.
 *
 * @example
 * highlightRanges('Scarpe Rosse', matchedTerms(analyzeQuery('rosse sca', ...), schema));
 * // [[0, 6], [7, 12]]
 */
export function highlightRanges(text: string, matched: MatchedTerms): [number, number][] {
  const { folded, offsets } = foldWithOffsets(text);
  const out: [number, number][] = [];
  for (const tok of tokenize(folded)) {
    const hit =
      wordMatches(tok.term, matched) || (tok.parts?.some((w) => wordMatches(w, matched)) ?? false);
    if (hit) out.push(offsets ? [offsets[tok.start]!, offsets[tok.end]!] : [tok.start, tok.end]);
  }
  return out;
}
