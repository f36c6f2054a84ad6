import { correctionEdits, type Correction } from './did-you-mean.js';

/** A successful query key split into its words. */
interface Successful {
  key: string;
  words: readonly string[];
  count: number;
}

/** The successful queries of a `LearnedState`, read once for did-you-mean. */
interface SuccessfulIndex {
  /** Word → successful searches whose query used it (a query counts once per word). */
  usage: Map<string, number>;
  /** Queries by number of words: a whole-query correction keeps the word count. */
  byWords: Map<number, Successful[]>;
}

/**
 * Indexes are built once per map: `setLearnedSignals` installs a new map when the signals change,
 * so the map's identity is the version, and a dropped map frees its index.
 */
const built = new WeakMap<ReadonlyMap<string, number>, SuccessfulIndex>();

function indexOf(successful: ReadonlyMap<string, number>): SuccessfulIndex {
  let index = built.get(successful);
  if (index !== undefined) return index;
  index = { usage: new Map(), byWords: new Map() };
  for (const [key, count] of successful) {
    if (!(count > 0)) continue;
    const words = key.split(' ').filter((w) => w.length > 0);
    if (words.length === 0) continue;
    for (const word of new Set(words)) index.usage.set(word, (index.usage.get(word) ?? 0) + count);
    const group = index.byWords.get(words.length);
    const entry = { key: words.join(' '), words, count };
    if (group === undefined) index.byWords.set(words.length, [entry]);
    else group.push(entry);
  }
  built.set(successful, index);
  return index;
}

/**
 * How often the shop's successful searches use each word: evidence that a word is one its
 * shoppers search with, in their language.
 *
 * @example
 * wordUsage(new Map([['zaino rosso', 3], ['zaino', 2]])).get('zaino'); // 5
 */
export function wordUsage(successful: ReadonlyMap<string, number>): ReadonlyMap<string, number> {
  return indexOf(successful).usage;
}

/** A whole-query correction taken from the shop's successful queries, with its count. */
export interface SuccessfulCorrection extends Correction {
  count: number;
}

/**
 * The successful queries that correct `typedKey` (a `learningKey`) word by word: as many words,
 * each equal or a plausible correction (`correctionEdits`), at least one different, and searched
 * successfully more often than `typedCount` times. Unordered.
 *
 * @example
 * successfulCorrections('zqino rosso', new Map([['zaino rosso', 4]]), 0)[0]?.text; // 'zaino rosso'
 */
export function successfulCorrections(
  typedKey: string,
  successful: ReadonlyMap<string, number>,
  typedCount: number,
): SuccessfulCorrection[] {
  const typed = typedKey.split(' ').filter((w) => w.length > 0);
  const out: SuccessfulCorrection[] = [];
  for (const query of indexOf(successful).byWords.get(typed.length) ?? []) {
    if (query.count <= typedCount) continue;
    let edits = 0;
    const replaced: [string, string][] = [];
    for (let i = 0; i < typed.length && edits >= 0; i++) {
      const fix = correctionEdits(typed[i]!, query.words[i]!);
      if (fix === null) edits = -1;
      else if (fix > 0) {
        edits += fix;
        replaced.push([typed[i]!, query.words[i]!]);
      }
    }
    if (edits > 0) out.push({ text: query.key, edits, replaced, count: query.count });
  }
  return out;
}
