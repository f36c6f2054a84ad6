import { stemmer as english } from '@orama/stemmers/english';
import { stemmer as italian } from '@orama/stemmers/italian';
import type { Language } from '../schema.js';

const STEMMERS: Record<Language, (word: string) => string> = { it: italian, en: english };
const HAS_DIGIT = /\d/;

/**
 * Memo of `stemsOf`, a pure function of its arguments: queries and highlighting stem the same
 * catalogue words over and over and a Snowball run costs microseconds. Bounded: cleared when full.
 */
const memo = new Map<string, Map<string, string[]>>();
const MEMO_LIMIT = 100_000;
let memoSize = 0;
/** The memo of each language list, found by identity (callers pass their schema's list). */
const byList = new WeakMap<readonly Language[], Map<string, string[]>>();

function memoFor(languages: readonly Language[]): Map<string, string[]> {
  let m = byList.get(languages);
  if (m === undefined) {
    const key = languages.join(',');
    m = memo.get(key);
    if (m === undefined) memo.set(key, (m = new Map<string, string[]>()));
    byList.set(languages, m);
  }
  return m;
}
const NONE: readonly string[] = [];

/**
 * Snowball stems of a folded word in each language, deduplicated. Words with digits and words
 * shorter than 3 letters are never stemmed: they are codes, sizes or too short to conflate safely.
 * The returned array is shared: do not modify it.
 *
 * @example
 * stemsOf('scarpe', ['it']); // ['scarp']
 */
export function stemsOf(word: string, languages: readonly Language[]): readonly string[] {
  if (word.length < 3 || HAS_DIGIT.test(word)) return NONE;
  const words = memoFor(languages);
  let out = words.get(word);
  if (out !== undefined) return out;
  out = [];
  for (const lang of languages) {
    const s = STEMMERS[lang](word);
    if (s.length > 0 && !out.includes(s)) out.push(s);
  }
  if (memoSize >= MEMO_LIMIT) {
    // Clearing the per-list maps in place keeps the identity lookups valid.
    for (const m of memo.values()) m.clear();
    memoSize = 0;
  }
  words.set(word, out);
  memoSize++;
  return out;
}
