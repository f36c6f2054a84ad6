import { foldText } from '../analysis/normalize.js';
import { numeralEquivalents } from '../analysis/numerals.js';
import { stemsOf } from '../analysis/stemmer.js';
import { tokenize } from '../analysis/tokenizer.js';
import type { Language, ResolvedSchema } from '../schema.js';

/** One position of the query the ranking counts as a single word. */
export interface Slot {
  /** Query terms the slot covers (folded; compounds joined). */
  words: string[];
  /** The term when the slot is one query word; it gets exact, stem, prefix and typo matching. */
  single: string | null;
  /** True for the last word while typing: terms starting with it match. */
  prefix: boolean;
  /** Single-word synonyms: exact and stem matches count, no typos. */
  synonyms: string[];
  /** Multi-word alternatives (synonym phrases, code parts): every word must occur. */
  phrases: string[][];
  /**
   * The word cut into two vocabulary words ('wirelessmouse' → wireless, mouse), found adjacent and
   * in order; each costs one typo. Set by `expandSlots` from the vocabulary, empty here.
   */
  splits: [string, string][];
  /**
   * Vocabulary words joining this slot's word with a neighbour's ('play station' → playstation);
   * one of the two slots pays a typo. Set by `expandSlots`, empty here.
   */
  joins: Join[];
}

/** A concatenation alternative of a slot (see `Slot.joins`). */
export interface Join {
  term: string;
  /** The concatenation ends with the word being typed: terms starting with it match. */
  prefix: boolean;
  typos: number;
}

/** Synonym phrases tokenised and stop words folded once per schema. */
export interface SynonymTable {
  groups: string[][][];
  languages: readonly Language[];
  stop: ReadonlySet<string>;
}

export function buildSynonymTable(schema: ResolvedSchema): SynonymTable {
  // Stop words are dropped from phrases too, so a phrase still meets the query it came from.
  const stop = new Set(schema.stopWords.map(foldText));
  const words = (phrase: string): string[] =>
    tokenize(foldText(phrase))
      .map((t) => t.term)
      .filter((t) => !stop.has(t));
  const groups = schema.synonyms
    .map((group) => group.map(words).filter((p) => p.length > 0))
    .filter((g) => g.length > 1);
  return { groups, languages: schema.languages, stop };
}

function sameWord(a: string, b: string, languages: readonly Language[]): boolean {
  if (a === b) return true;
  const sa = stemsOf(a, languages);
  return sa.length > 0 && stemsOf(b, languages).some((s) => sa.includes(s));
}

/**
 * Turns a raw query into slots: folds, drops stop words (unless nothing else is left), then
 * replaces the longest synonym phrase at each position by a slot holding every alternative.
 * Numbers and Roman numerals up to 20 are built-in synonyms of each other (`numeralEquivalents`).
 *
 * @example
 * analyzeQuery('rosso abc-123', schema, table, true);
 * // [{ single: 'rosso', ... }, { single: 'abc123', phrases: [['abc', '123']], prefix: true }]
 */
export function analyzeQuery(
  q: string,
  schema: ResolvedSchema,
  table: SynonymTable,
  prefix: boolean,
): Slot[] {
  const all = tokenize(foldText(q));
  const stop = table.stop;
  const kept = all.filter((t) => !stop.has(t.term));
  const tokens = kept.length > 0 ? kept : all;
  const slots: Slot[] = [];
  for (let i = 0; i < tokens.length;) {
    let best: { len: number; group: string[][]; phrase: string[] } | null = null;
    for (const group of table.groups) {
      for (const phrase of group) {
        if (phrase.length <= (best?.len ?? 0) || i + phrase.length > tokens.length) continue;
        if (phrase.every((w, k) => sameWord(w, tokens[i + k]!.term, table.languages))) {
          best = { len: phrase.length, group, phrase };
        }
      }
    }
    const len = best?.len ?? 1;
    const covered = tokens.slice(i, i + len);
    const slot: Slot = {
      words: covered.map((t) => t.term),
      single: len === 1 ? covered[0]!.term : null,
      prefix: false,
      synonyms: [],
      phrases: [],
      splits: [],
      joins: [],
    };
    if (len > 1) slot.phrases.push(slot.words);
    else if (covered[0]!.parts) slot.phrases.push(covered[0]!.parts.filter((p) => p.length > 0));
    for (const alt of best?.group ?? []) {
      if (alt === best?.phrase) continue;
      if (alt.length === 1) slot.synonyms.push(alt[0]!);
      else slot.phrases.push(alt);
    }
    slots.push(slot);
    i += len;
  }
  const last = slots[slots.length - 1];
  if (last && prefix && last.single !== null) last.prefix = true;
  for (const slot of slots) {
    if (slot.single === null) continue;
    for (const n of numeralEquivalents(slot.single, !slot.prefix)) {
      if (!slot.synonyms.includes(n)) slot.synonyms.push(n);
    }
  }
  return slots;
}
