import { stemmer as english } from '@orama/stemmers/english';
import { stemmer as italian } from '@orama/stemmers/italian';
import type { Language } from '../schema.js';

const STEMMERS: Record<Language, (word: string) => string> = { it: italian, en: english };
const HAS_DIGIT = /\d/;

/**
 * Memo of `stemsOf`, a pure function of its arguments: queries and highlighting stem the same
 * catalogue words over and over and a Snowball run costs microseconds. Bounded: cleared when full.
 */
const memo = new Map<string, string[]>();
const MEMO_LIMIT = 100_000;
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
  const key = `${languages.join(',')}:${word}`;
  let out = memo.get(key);
  if (out !== undefined) return out;
  out = [];
  for (const lang of languages) {
    const s = STEMMERS[lang](word);
    if (s.length > 0 && !out.includes(s)) out.push(s);
  }
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, out);
  return out;
}
