import {
  checkExcludedIp,
  checkStopword,
  checkSynonymWord,
  DEFAULT_QUERY_FIELD_WEIGHT,
  tidyPhrase,
  type FineTuning,
  type FineTuningError,
} from '@trova/contracts';

/** Slider bounds; the engine only compares weights, so ten steps cover every useful ordering. */
export const MIN_WEIGHT = 1;
export const MAX_WEIGHT = 10;

export type ListKind = 'ips' | 'stopwords';
export type FineTuningInputKind = ListKind | 'synonyms';

/** A field without a stored weight weighs the default (docs/product/fine-tuning.md#weights). */
export function weightOf(fineTuning: FineTuning, field: string): number {
  return fineTuning.weights[field] ?? DEFAULT_QUERY_FIELD_WEIGHT;
}

export function setWeight(fineTuning: FineTuning, field: string, weight: number): FineTuning {
  return { ...fineTuning, weights: { ...fineTuning.weights, [field]: weight } };
}

/** The contracts' rule for an item about to be added to an IP or stop-word list. */
export function checkListItem(kind: ListKind, fineTuning: FineTuning, value: string) {
  return kind === 'ips'
    ? checkExcludedIp(fineTuning.ips, value)
    : checkStopword(fineTuning.stopwords, value);
}

export function addListItem(kind: ListKind, fineTuning: FineTuning, value: string): FineTuning {
  return { ...fineTuning, [kind]: [...fineTuning[kind], value] };
}

export function removeListItem(kind: ListKind, fineTuning: FineTuning, value: string): FineTuning {
  return { ...fineTuning, [kind]: fineTuning[kind].filter((item) => item !== value) };
}

/**
 * A synonym entry as typed, tidied as it will be stored: a word or a phrase ('t shirt') with outer
 * spaces trimmed and single spaces inside (docs/product/fine-tuning.md).
 */
export function synonymEntry(typed: string): string {
  return tidyPhrase(typed);
}

/**
 * The contracts' rule for a typed synonym entry, checked in its stored (tidy) form, for the group
 * it joins (null: a new group).
 */
export function checkSynonym(fineTuning: FineTuning, typed: string, group: number | null = null) {
  return checkSynonymWord(fineTuning.synonyms, synonymEntry(typed), group ?? undefined);
}

/**
 * Adds a word to a group, or starts a new group with it when `group` is null. Returns the group's
 * index so a modal keeps editing the group it created.
 */
export function addSynonymWord(
  fineTuning: FineTuning,
  group: number | null,
  word: string,
): { fineTuning: FineTuning; group: number } {
  if (group === null || group >= fineTuning.synonyms.length) {
    return {
      fineTuning: { ...fineTuning, synonyms: [...fineTuning.synonyms, [word]] },
      group: fineTuning.synonyms.length,
    };
  }
  const synonyms = fineTuning.synonyms.map((words, index) =>
    index === group ? [...words, word] : words,
  );
  return { fineTuning: { ...fineTuning, synonyms }, group };
}

/**
 * Removes a word; a group emptied of words is removed with it
 * (docs/product/fine-tuning.md#synonyms).
 */
export function removeSynonymWord(fineTuning: FineTuning, group: number, word: string): FineTuning {
  const synonyms = fineTuning.synonyms
    .map((words, index) => (index === group ? words.filter((item) => item !== word) : words))
    .filter((words) => words.length > 0);
  return { ...fineTuning, synonyms };
}

export function removeSynonymGroup(fineTuning: FineTuning, group: number): FineTuning {
  return { ...fineTuning, synonyms: fineTuning.synonyms.filter((_, index) => index !== group) };
}

/**
 * Error text key of a refused input: the 'no IP' and 'no words' of
 * docs/product/fine-tuning.md#input-rules, refined by the reason.
 */
export function errorKey(kind: FineTuningInputKind, error: FineTuningError) {
  switch (error) {
    case 'empty':
      return kind === 'ips' ? 'fineTuning.errors.noIp' : 'fineTuning.errors.noWords';
    case 'invalidIp':
      return 'fineTuning.errors.noIp';
    case 'tooLong':
      return 'fineTuning.errors.tooLong';
    case 'hasSpaces':
      return 'fineTuning.errors.hasSpaces';
    case 'extraSpaces':
      return 'fineTuning.errors.extraSpaces';
    case 'duplicate':
      return kind === 'ips'
        ? 'fineTuning.errors.duplicateIp'
        : 'fineTuning.errors.duplicateStopword';
    case 'inOtherGroup':
      return 'fineTuning.errors.inOtherGroup';
    case 'full':
      return 'fineTuning.errors.full';
  }
}
