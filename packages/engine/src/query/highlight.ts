import { boundedDistance } from '../analysis/edit-distance.js';
import { foldWithOffsets } from '../analysis/normalize.js';
import { stemsOf } from '../analysis/stemmer.js';
import { partsOf, tokenize } from '../analysis/tokenizer.js';
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
    const words = [...slot.synonyms, ...slot.phrases.flat(), ...slot.splits.flat()];
    for (const join of slot.joins) {
      if (join.prefix) m.prefixes.push(join.term);
      else words.push(join.term);
    }
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
  for (const p of m.prefixes) if (w.startsWith(p)) return true;
  // Without query stems (a code or number query) no stem can be shared: skip stemming `w`.
  if (m.stems.size > 0) {
    for (const s of stemsOf(w, m.languages)) if (m.stems.has(s)) return true;
  }
  for (const t of m.typos) if (boundedDistance(t.word, w, t.max) <= t.max) return true;
  return false;
}

// Character codes of lower-cased ASCII.
const ZERO = 48;
const NINE = 57;
const LOWER_A = 97;
const LOWER_Z = 122;

/** Letters and digits of lower-cased ASCII: what `[\p{L}\p{N}]` matches there. */
function isWordUnit(c: number): boolean {
  return (c >= LOWER_A && c <= LOWER_Z) || (c >= ZERO && c <= NINE);
}

function isJoiner(c: number): boolean {
  // '-', '.', '/', '_'
  return c === 45 || c === 46 || c === 47 || c === 95;
}

/**
 * `tokenize` for lower-cased ASCII, without the regular expression or token objects: runs of
 * letters and digits, joined into a compound while a joiner is followed by another run. Only a
 * compound's term and parts need new strings; a word mixing letters and digits is a compound
 * only when `letterDigit`.
 */
function asciiRanges(
  folded: string,
  matched: MatchedTerms,
  letterDigit: boolean,
  out: [number, number][],
): void {
  const n = folded.length;
  let i = 0;
  while (i < n) {
    if (!isWordUnit(folded.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    let joined = false;
    let digits = false;
    let letters = false;
    for (;;) {
      for (let c = folded.charCodeAt(i); i < n && isWordUnit(c); c = folded.charCodeAt(++i)) {
        if (c <= NINE) digits = true;
        else letters = true;
      }
      if (!(i + 1 < n && isJoiner(folded.charCodeAt(i)) && isWordUnit(folded.charCodeAt(i + 1)))) {
        break;
      }
      joined = true;
      i++;
    }
    const raw = folded.slice(start, i);
    const parts = joined || (letterDigit && digits && letters) ? partsOf(raw, letterDigit) : null;
    const hit =
      parts === null
        ? wordMatches(raw, matched)
        : wordMatches(joined ? raw.replace(JOINERS, '') : raw, matched) ||
          parts.some((w) => wordMatches(w, matched));
    if (hit) out.push([start, i]);
  }
}

const JOINERS = /[-./_]/g;

/**
 * `[start, end)` ranges of `text` (original, unfolded offsets) whose words matched. `letterDigit`
 * as the field is indexed: false for `code` fields.
 *
 * @example
 * highlightRanges('Scarpe Rosse', matchedTerms(analyzeQuery('rosse sca', ...), schema));
 * // [[0, 6], [7, 12]]
 */
export function highlightRanges(
  text: string,
  matched: MatchedTerms,
  letterDigit = true,
): [number, number][] {
  const { folded, offsets } = foldWithOffsets(text);
  const out: [number, number][] = [];
  if (offsets === null) {
    asciiRanges(folded, matched, letterDigit, out);
    return out;
  }
  for (const tok of tokenize(folded, letterDigit)) {
    const hit =
      wordMatches(tok.term, matched) || (tok.parts?.some((w) => wordMatches(w, matched)) ?? false);
    if (hit) out.push([offsets[tok.start]!, offsets[tok.end]!]);
  }
  return out;
}
