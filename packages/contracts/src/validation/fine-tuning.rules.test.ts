import { describe, expect, it } from 'vitest';
import {
  checkExcludedIp,
  checkFineTuningInput,
  checkFineTuningLists,
  checkStopword,
  checkSynonymWord,
} from './fine-tuning.rules';

describe('fine tuning inputs', () => {
  it('accepts up to 30 characters without spaces', () => {
    expect(checkFineTuningInput('a'.repeat(30))).toBeNull();
    expect(checkFineTuningInput('a'.repeat(31))).toBe('tooLong');
    expect(checkFineTuningInput('red shoes')).toBe('hasSpaces');
    expect(checkFineTuningInput('tab\there')).toBe('hasSpaces');
    expect(checkFineTuningInput('')).toBe('empty');
  });

  it('checks IPs against the pattern and for duplicates', () => {
    expect(checkExcludedIp([], '10.0.0.1')).toBeNull();
    expect(checkExcludedIp(['10.0.0.1'], '10.0.0.1')).toBe('duplicate');
    expect(checkExcludedIp([], '10.0.0')).toBe('invalidIp');
    expect(checkExcludedIp([], '10.0.0.1 ')).toBe('hasSpaces');
  });

  it('keeps stop words unique', () => {
    expect(checkStopword(['the'], 'and')).toBeNull();
    expect(checkStopword(['the'], 'the')).toBe('duplicate');
  });

  it('allows a synonym word in one group only', () => {
    const groups = [
      ['tv', 'television'],
      ['sofa', 'couch'],
    ];
    expect(checkSynonymWord(groups, 'telly')).toBeNull();
    expect(checkSynonymWord(groups, 'couch')).toBe('inOtherGroup');
    expect(checkSynonymWord(groups, 'flat screen')).toBe('hasSpaces');
  });
});

describe('checkFineTuningLists', () => {
  it('accepts consistent lists', () => {
    expect(
      checkFineTuningLists({
        ips: ['1.2.3.4', '5.6.7.8'],
        stopwords: ['the'],
        synonyms: [['a', 'b'], ['c']],
      }),
    ).toBeNull();
  });

  it('finds duplicates across and within synonym groups', () => {
    expect(checkFineTuningLists({ ips: [], stopwords: [], synonyms: [['a', 'b'], ['b']] })).toBe(
      'inOtherGroup',
    );
    expect(checkFineTuningLists({ ips: [], stopwords: [], synonyms: [['a', 'a']] })).toBe(
      'inOtherGroup',
    );
  });

  it('finds duplicate IPs and stop words', () => {
    expect(checkFineTuningLists({ ips: ['1.1.1.1', '1.1.1.1'], stopwords: [], synonyms: [] })).toBe(
      'duplicate',
    );
    expect(checkFineTuningLists({ ips: [], stopwords: ['x', 'x'], synonyms: [] })).toBe(
      'duplicate',
    );
  });
});
