import {
  FINE_TUNING_INPUT_MAX_LENGTH,
  FINE_TUNING_IPS_MAX,
  FINE_TUNING_STOPWORDS_MAX,
  FINE_TUNING_SYNONYM_ENTRIES_MAX,
  FINE_TUNING_SYNONYM_GROUP_MAX,
  FINE_TUNING_SYNONYM_GROUPS_MAX,
} from '../constants/shops.constants';
import { isValidIp } from './ip.rules';

export const FINE_TUNING_ERRORS = [
  'empty',
  'tooLong',
  'hasSpaces',
  'extraSpaces',
  'invalidIp',
  'duplicate',
  'inOtherGroup',
  'full',
] as const;
export type FineTuningError = (typeof FINE_TUNING_ERRORS)[number];

/** `null` means the value may be added. */
export type FineTuningCheck = FineTuningError | null;

const MARKS = /\p{M}+/gu;
// Letters NFKD leaves whole; the engine folds them too, so 'straße' and 'strasse' are one word.
const SPECIAL = /[ßæœøłđþ]/g;
const SPECIAL_MAP: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  þ: 'th',
};

/**
 * A word or phrase in the form the engine compares it (its `foldText`: NFKD, combining marks
 * removed, lower case, the same special letters), with outer spaces trimmed and inner runs of
 * whitespace made one space. Two stop words or synonyms with the same folded form are the same
 * entry for search, so the lists keep only one of them (docs/product/fine-tuning.md). The engine
 * is not imported here (the console would bundle it); a contracts test pins the two together.
 * @example foldWord('  Maglià ') // 'maglia'
 */
export function foldWord(value: string): string {
  const folded = value.normalize('NFKD').replace(MARKS, '').toLowerCase();
  return folded
    .replace(SPECIAL, (letter) => SPECIAL_MAP[letter] ?? letter)
    .trim()
    .replace(/\s+/g, ' ');
}

/**
 * A synonym entry as the console stores it: outer spaces trimmed, inner whitespace made one space.
 * @example tidyPhrase('  t   shirt ') // 't shirt'
 */
export function tidyPhrase(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

/**
 * Shape rule of an excluded IP or a stop word: non-empty, at most 30 characters, no spaces (a stop
 * word is one word: the engine drops it word by word).
 * @example checkFineTuningInput('red shoes') // 'hasSpaces'
 */
export function checkFineTuningInput(value: string): FineTuningCheck {
  if (value.length === 0) return 'empty';
  if (value.length > FINE_TUNING_INPUT_MAX_LENGTH) return 'tooLong';
  if (/\s/.test(value)) return 'hasSpaces';
  return null;
}

/**
 * Shape rule of a synonym entry: a word or a phrase the engine matches word by word ('t shirt'),
 * non-empty, at most 30 characters, and already tidy (no outer spaces, single spaces inside), so a
 * stored group never holds two spellings of one phrase. Editors tidy the input before checking.
 * @example checkSynonymInput('t shirt') // null
 */
export function checkSynonymInput(value: string): FineTuningCheck {
  if (value.trim().length === 0) return 'empty';
  if (value.length > FINE_TUNING_INPUT_MAX_LENGTH) return 'tooLong';
  if (value !== tidyPhrase(value)) return 'extraSpaces';
  return null;
}

/**
 * An excluded IP must pass the input rule, match the IP pattern, be new (compared exactly) and fit
 * under the list's cap.
 * @example checkExcludedIp(['10.0.0.1'], '10.0.0.1') // 'duplicate'
 */
export function checkExcludedIp(existing: readonly string[], ip: string): FineTuningCheck {
  const shape = checkIpShape(ip);
  if (shape) return shape;
  if (existing.includes(ip)) return 'duplicate';
  return existing.length >= FINE_TUNING_IPS_MAX ? 'full' : null;
}

function checkIpShape(ip: string): FineTuningCheck {
  const shape = checkFineTuningInput(ip);
  if (shape) return shape;
  return isValidIp(ip) ? null : 'invalidIp';
}

function containsFolded(words: readonly string[], folded: string): boolean {
  return words.some((word) => foldWord(word) === folded);
}

/**
 * A stop word must pass the input rule, be new once folded and fit under the list's cap.
 * @example checkStopword(['Rosso'], 'rossò') // 'duplicate'
 */
export function checkStopword(existing: readonly string[], word: string): FineTuningCheck {
  const shape = checkFineTuningInput(word);
  if (shape) return shape;
  if (containsFolded(existing, foldWord(word))) return 'duplicate';
  return existing.length >= FINE_TUNING_STOPWORDS_MAX ? 'full' : null;
}

/**
 * A synonym entry must pass its input rule and, once folded, appear in no existing group,
 * including the one it is being added to: an entry belongs to one group only. `group` is the
 * index of the group it joins (omitted for a new group), so the caps on groups and entries hold.
 * @example checkSynonymWord([['tv', 'television']], 'TV') // 'inOtherGroup'
 */
export function checkSynonymWord(
  groups: readonly (readonly string[])[],
  word: string,
  group?: number,
): FineTuningCheck {
  const shape = checkSynonymInput(word);
  if (shape) return shape;
  const folded = foldWord(word);
  if (groups.some((words) => containsFolded(words, folded))) return 'inOtherGroup';
  const joined = group === undefined ? undefined : groups[group];
  const full =
    (joined
      ? joined.length >= FINE_TUNING_SYNONYM_GROUP_MAX
      : groups.length >= FINE_TUNING_SYNONYM_GROUPS_MAX) ||
    synonymEntryCount(groups) >= FINE_TUNING_SYNONYM_ENTRIES_MAX;
  return full ? 'full' : null;
}

/** Entries over all groups, the figure FINE_TUNING_SYNONYM_ENTRIES_MAX caps. */
export function synonymEntryCount(groups: readonly (readonly string[])[]): number {
  return groups.reduce((count, words) => count + words.length, 0);
}

/**
 * Whole-list invariants the server enforces on save: valid unique IPs, stop words unique once
 * folded, and every synonym entry in exactly one group once folded. Returns the first problem
 * found, in list order, or null. Linear in the entries: each is folded once and looked up in a
 * set of the folded entries before it (a save of every list at its cap is checked on the request
 * thread). The caps themselves are the schema's (fineTuningSchema).
 * @example checkFineTuningLists({ ips: ['1.2.3.4'], stopwords: [], synonyms: [['a', 'b']] }) // null
 */
export function checkFineTuningLists(lists: {
  readonly ips: readonly string[];
  readonly stopwords: readonly string[];
  readonly synonyms: readonly (readonly string[])[];
}): FineTuningCheck {
  const ips = new Set<string>();
  for (const ip of lists.ips) {
    const problem = checkIpShape(ip) ?? (ips.has(ip) ? 'duplicate' : null);
    if (problem) return problem;
    ips.add(ip);
  }
  return (
    firstFoldedRepeat(lists.stopwords, checkFineTuningInput, 'duplicate') ??
    firstFoldedRepeat(lists.synonyms.flat(), checkSynonymInput, 'inOtherGroup')
  );
}

function firstFoldedRepeat(
  words: readonly string[],
  checkShape: (word: string) => FineTuningCheck,
  repeat: FineTuningError,
): FineTuningCheck {
  const seen = new Set<string>();
  for (const word of words) {
    const shape = checkShape(word);
    if (shape) return shape;
    const folded = foldWord(word);
    if (seen.has(folded)) return repeat;
    seen.add(folded);
  }
  return null;
}
