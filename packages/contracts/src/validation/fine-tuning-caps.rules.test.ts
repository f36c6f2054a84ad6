import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FINE_TUNING_IPS_MAX,
  FINE_TUNING_STOPWORDS_MAX,
  FINE_TUNING_SYNONYM_ENTRIES_MAX,
  FINE_TUNING_SYNONYM_GROUP_MAX,
  FINE_TUNING_SYNONYM_GROUPS_MAX,
  FINE_TUNING_WEIGHTS_MAX,
} from '../constants/shops.constants';
import { fineTuningSchema } from '../shops/fine-tuning.schema';
import {
  checkExcludedIp,
  checkFineTuningInput,
  checkFineTuningLists,
  checkStopword,
  checkSynonymInput,
  checkSynonymWord,
  foldWord,
  type FineTuningCheck,
} from './fine-tuning.rules';

/** The rules spelled out pairwise, each entry against every earlier one: the meaning to keep. */
function naiveCheck(lists: {
  ips: string[];
  stopwords: string[];
  synonyms: string[][];
}): FineTuningCheck {
  // Callers pass valid IPs only: their shape rule is a plain per-entry check.
  for (const [index, ip] of lists.ips.entries()) {
    if (lists.ips.slice(0, index).includes(ip)) return 'duplicate';
  }
  for (const [index, word] of lists.stopwords.entries()) {
    const shape = checkFineTuningInput(word);
    if (shape) return shape;
    const earlier = lists.stopwords.slice(0, index);
    if (earlier.some((other) => foldWord(other) === foldWord(word))) return 'duplicate';
  }
  const entries = lists.synonyms.flat();
  for (const [index, word] of entries.entries()) {
    const shape = checkSynonymInput(word);
    if (shape) return shape;
    const earlier = entries.slice(0, index);
    if (earlier.some((other) => foldWord(other) === foldWord(word))) return 'inOtherGroup';
  }
  return null;
}

const letters = fc.constantFrom('a', 'A', 'à', 'b', 'ß', 's', ' ');
const word = fc.string({ unit: letters, minLength: 0, maxLength: 4 });
const ip = fc.constantFrom('1.1.1.1', '2.2.2.2', '10.0.0.0/24', '1.1.1', ' 1.1.1.1');

const distinct = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, index) => `${prefix}${index.toString(36)}`);

const lists = (parts: Partial<{ ips: string[]; stopwords: string[]; synonyms: string[][] }>) => ({
  weights: {},
  ips: [],
  stopwords: [],
  synonyms: [],
  ...parts,
});

describe('checkFineTuningLists against the pairwise rules', () => {
  it('finds the same first problem on random small lists', () => {
    fc.assert(
      fc.property(
        fc.array(ip, { maxLength: 4 }),
        fc.array(word, { maxLength: 8 }),
        fc.array(fc.array(word, { minLength: 1, maxLength: 3 }), { maxLength: 4 }),
        (ips, stopwords, synonyms) => {
          const validIps = ips.filter((value) => checkExcludedIp([], value) === null);
          const candidate = { ips: validIps, stopwords, synonyms };
          expect(checkFineTuningLists(candidate)).toBe(naiveCheck(candidate));
        },
      ),
      { seed: 32, numRuns: 500 },
    );
  });
});

describe('checking lists at their caps', () => {
  afterEach(() => vi.restoreAllMocks());

  /**
   * Folding is the costly step: counting it proves the check linear without timing it. Past
   * `limit` folds the spy throws, so a pairwise check fails at once instead of running on.
   */
  const countFolds = (limit: number) => {
    const normalize = Object.getOwnPropertyDescriptor(String.prototype, 'normalize')?.value as (
      this: string,
      form?: string,
    ) => string;
    const spy = vi.spyOn(String.prototype, 'normalize').mockImplementation(function (
      this: string,
      form?: string,
    ) {
      if (spy.mock.calls.length > limit) throw new Error(`more than ${limit} folds`);
      return normalize.call(this, form);
    });
    return spy;
  };

  it('folds each stop word once, and finds the last one repeating the first', () => {
    const stopwords = distinct(FINE_TUNING_STOPWORDS_MAX, 'w');
    const folds = countFolds(FINE_TUNING_STOPWORDS_MAX);
    expect(checkFineTuningLists({ ips: [], stopwords, synonyms: [] })).toBeNull();
    expect(folds.mock.calls.length).toBe(FINE_TUNING_STOPWORDS_MAX);
    folds.mockRestore();
    stopwords[stopwords.length - 1] = 'W0';
    expect(checkFineTuningLists({ ips: [], stopwords, synonyms: [] })).toBe('duplicate');
  });

  it('folds each synonym entry once, and finds the last one in an earlier group', () => {
    const entries = distinct(FINE_TUNING_SYNONYM_ENTRIES_MAX, 's');
    const synonyms = Array.from({ length: FINE_TUNING_SYNONYM_ENTRIES_MAX / 5 }, (_, group) =>
      entries.slice(group * 5, group * 5 + 5),
    );
    const folds = countFolds(FINE_TUNING_SYNONYM_ENTRIES_MAX);
    expect(checkFineTuningLists({ ips: [], stopwords: [], synonyms })).toBeNull();
    expect(folds.mock.calls.length).toBe(FINE_TUNING_SYNONYM_ENTRIES_MAX);
    folds.mockRestore();
    synonyms.at(-1)?.splice(4, 1, 'S0');
    expect(checkFineTuningLists({ ips: [], stopwords: [], synonyms })).toBe('inOtherGroup');
  });

  it('accepts every list at its cap and refuses each one entry over it', () => {
    const ips = Array.from({ length: FINE_TUNING_IPS_MAX }, (_, i) => `10.0.${i >> 8}.${i & 255}`);
    const full = lists({
      ips,
      stopwords: distinct(FINE_TUNING_STOPWORDS_MAX, 'w'),
      synonyms: [distinct(FINE_TUNING_SYNONYM_GROUP_MAX, 'g')],
    });
    expect(fineTuningSchema.safeParse(full).success).toBe(true);
    const overs = [
      { ...full, ips: [...ips, '11.0.0.1'] },
      { ...full, stopwords: distinct(FINE_TUNING_STOPWORDS_MAX + 1, 'w') },
      { ...full, synonyms: [distinct(FINE_TUNING_SYNONYM_GROUP_MAX + 1, 'g')] },
      { ...full, synonyms: distinct(FINE_TUNING_SYNONYM_GROUPS_MAX + 1, 'g').map((e) => [e]) },
      {
        ...full,
        synonyms: Array.from({ length: 201 }, (_, group) => distinct(50, `g${group}x`)),
      },
      {
        ...full,
        weights: Object.fromEntries(distinct(FINE_TUNING_WEIGHTS_MAX + 1, 'f').map((f) => [f, 1])),
      },
    ];
    for (const over of overs) {
      const issues = fineTuningSchema.safeParse(over).error?.issues ?? [];
      expect(issues.map((issue) => issue.code)).toEqual(['too_big']);
    }
  });
});

describe('adding one entry to a full list', () => {
  it('answers full once the cap is reached, after the other rules', () => {
    const ips = Array.from({ length: FINE_TUNING_IPS_MAX }, (_, i) => `10.0.${i >> 8}.${i & 255}`);
    expect(checkExcludedIp(ips, '11.0.0.1')).toBe('full');
    expect(checkExcludedIp(ips, '10.0.0.0')).toBe('duplicate');
    expect(checkExcludedIp(ips.slice(1), '11.0.0.1')).toBeNull();
    const stopwords = distinct(FINE_TUNING_STOPWORDS_MAX, 'w');
    expect(checkStopword(stopwords, 'new')).toBe('full');
    expect(checkStopword(stopwords.slice(1), 'new')).toBeNull();
  });

  it('caps a synonym group, the number of groups and the entries over all groups', () => {
    const group = distinct(FINE_TUNING_SYNONYM_GROUP_MAX, 'g');
    expect(checkSynonymWord([group], 'new', 0)).toBe('full');
    expect(checkSynonymWord([group], 'new')).toBeNull();
    const groups = distinct(FINE_TUNING_SYNONYM_GROUPS_MAX, 'g').map((entry) => [entry]);
    expect(checkSynonymWord(groups, 'new')).toBe('full');
    expect(checkSynonymWord(groups, 'new', 0)).toBeNull();
    // 250 groups of 40: every group has room, the entries over all groups are at their cap.
    const crowded = Array.from({ length: FINE_TUNING_SYNONYM_ENTRIES_MAX / 40 }, (_, index) =>
      distinct(40, `g${index}x`),
    );
    expect(checkSynonymWord(crowded, 'new', 0)).toBe('full');
    crowded[1]?.pop();
    expect(checkSynonymWord(crowded, 'new', 0)).toBeNull();
  });
});
