import { FINE_TUNING_INPUT_MAX_LENGTH } from '../constants/shops.constants';
import { isValidIp } from './ip.rules';

export const FINE_TUNING_ERRORS = [
  'empty',
  'tooLong',
  'hasSpaces',
  'invalidIp',
  'duplicate',
  'inOtherGroup',
] as const;
export type FineTuningError = (typeof FINE_TUNING_ERRORS)[number];

/** `null` means the value may be added. */
export type FineTuningCheck = FineTuningError | null;

/**
 * Shape rule shared by every fine-tuning input: non-empty, at most 30 characters, no spaces.
 * @example checkFineTuningInput('red shoes') // 'hasSpaces'
 */
export function checkFineTuningInput(value: string): FineTuningCheck {
  if (value.length === 0) return 'empty';
  if (value.length > FINE_TUNING_INPUT_MAX_LENGTH) return 'tooLong';
  if (/\s/.test(value)) return 'hasSpaces';
  return null;
}

/**
 * An excluded IP must pass the input rule, match the IP pattern and be new.
 * @example checkExcludedIp(['10.0.0.1'], '10.0.0.1') // 'duplicate'
 */
export function checkExcludedIp(existing: readonly string[], ip: string): FineTuningCheck {
  const shape = checkFineTuningInput(ip);
  if (shape) return shape;
  if (!isValidIp(ip)) return 'invalidIp';
  return existing.includes(ip) ? 'duplicate' : null;
}

/**
 * A stop word must pass the input rule and be new.
 * @example checkStopword(['the'], 'and') // null
 */
export function checkStopword(existing: readonly string[], word: string): FineTuningCheck {
  return checkFineTuningInput(word) ?? (existing.includes(word) ? 'duplicate' : null);
}

/**
 * A synonym word must pass the input rule and appear in no existing group, including the one it is
 * being added to: a word belongs to one group only.
 * @example checkSynonymWord([['tv', 'television']], 'tv') // 'inOtherGroup'
 */
export function checkSynonymWord(
  groups: readonly (readonly string[])[],
  word: string,
): FineTuningCheck {
  const shape = checkFineTuningInput(word);
  if (shape) return shape;
  return groups.some((group) => group.includes(word)) ? 'inOtherGroup' : null;
}

/**
 * Whole-list invariants the server enforces on save: valid unique IPs, unique stop words, and every
 * synonym word in exactly one group. Returns the first problem found, or null.
 * @example checkFineTuningLists({ ips: ['1.2.3.4'], stopwords: [], synonyms: [['a', 'b']] }) // null
 */
export function checkFineTuningLists(lists: {
  readonly ips: readonly string[];
  readonly stopwords: readonly string[];
  readonly synonyms: readonly (readonly string[])[];
}): FineTuningCheck {
  for (const [index, ip] of lists.ips.entries()) {
    const problem = checkExcludedIp(lists.ips.slice(0, index), ip);
    if (problem) return problem;
  }
  for (const [index, word] of lists.stopwords.entries()) {
    const problem = checkStopword(lists.stopwords.slice(0, index), word);
    if (problem) return problem;
  }
  const seen: string[][] = [];
  for (const group of lists.synonyms) {
    const current: string[] = [];
    for (const word of group) {
      const problem = checkSynonymWord([...seen, current], word);
      if (problem) return problem;
      current.push(word);
    }
    seen.push(current);
  }
  return null;
}
