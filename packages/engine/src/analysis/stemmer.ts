import { stemmer as english } from '@orama/stemmers/english';
import { stemmer as italian } from '@orama/stemmers/italian';
import type { Language } from '../schema.js';

const STEMMERS: Record<Language, (word: string) => string> = { it: italian, en: english };
const HAS_DIGIT = /\d/;

/**
 * Snowball stems of a folded word in each language, deduplicated. Words with digits and words
 * shorter than 3 letters are never stemmed: they are codes, sizes or too short to conflate safely.
 *
 * @example
 * stemsOf('scarpe', ['it']); // ['scarp']
 */
export function stemsOf(word: string, languages: readonly Language[]): string[] {
  if (word.length < 3 || HAS_DIGIT.test(word)) return [];
  const out: string[] = [];
  for (const lang of languages) {
    const s = STEMMERS[lang](word);
    if (s.length > 0 && !out.includes(s)) out.push(s);
  }
  return out;
}
