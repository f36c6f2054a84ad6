import { describe, expect, it } from 'vitest';
import { foldText } from '@trova/engine';
import { fineTuningSchema } from '../shops/fine-tuning.schema';
import {
  checkExcludedIp,
  checkFineTuningInput,
  checkFineTuningLists,
  checkStopword,
  checkSynonymInput,
  checkSynonymWord,
  foldWord,
  tidyPhrase,
} from './fine-tuning.rules';

describe('fine tuning inputs', () => {
  it('accepts up to 30 characters without spaces', () => {
    expect(checkFineTuningInput('a'.repeat(30))).toBeNull();
    expect(checkFineTuningInput('a'.repeat(31))).toBe('tooLong');
    expect(checkFineTuningInput('red shoes')).toBe('hasSpaces');
    expect(checkFineTuningInput('tab\there')).toBe('hasSpaces');
    expect(checkFineTuningInput('')).toBe('empty');
  });

  it('checks IPs against the pattern and for exact duplicates', () => {
    expect(checkExcludedIp([], '10.0.0.1')).toBeNull();
    expect(checkExcludedIp(['10.0.0.1'], '10.0.0.1')).toBe('duplicate');
    expect(checkExcludedIp([], '10.0.0')).toBe('invalidIp');
    expect(checkExcludedIp([], '10.0.0.1 ')).toBe('hasSpaces');
  });

  it('keeps stop words unique as the engine folds them', () => {
    expect(checkStopword(['the'], 'and')).toBeNull();
    expect(checkStopword(['the'], 'the')).toBe('duplicate');
    expect(checkStopword(['Rosso'], 'rossò')).toBe('duplicate');
    expect(checkStopword(['Maglia'], 'MAGLIÀ')).toBe('duplicate');
    expect(checkStopword(['strasse'], 'Straße')).toBe('duplicate');
  });

  it('keeps stop words single words', () => {
    expect(checkStopword([], 't shirt')).toBe('hasSpaces');
  });

  it('allows a synonym entry in one group only, compared folded', () => {
    const groups = [
      ['tv', 'television'],
      ['sofa', 'couch'],
    ];
    expect(checkSynonymWord(groups, 'telly')).toBeNull();
    expect(checkSynonymWord(groups, 'couch')).toBe('inOtherGroup');
    expect(checkSynonymWord(groups, 'Télévision')).toBe('inOtherGroup');
    expect(checkSynonymWord([['Maglia']], 'maglià')).toBe('inOtherGroup');
  });

  it('accepts multi-word synonyms and compares them folded', () => {
    expect(checkSynonymWord([['tee']], 't shirt')).toBeNull();
    expect(checkSynonymWord([['T Shirt']], 't shìrt')).toBe('inOtherGroup');
    expect(checkSynonymInput('flat screen tv')).toBeNull();
  });

  it('asks synonym entries to be tidy: no outer spaces, single inner spaces', () => {
    expect(checkSynonymInput(' t shirt')).toBe('extraSpaces');
    expect(checkSynonymInput('t  shirt')).toBe('extraSpaces');
    expect(checkSynonymInput('t\tshirt')).toBe('extraSpaces');
    expect(checkSynonymInput('   ')).toBe('empty');
    expect(checkSynonymInput('a'.repeat(31))).toBe('tooLong');
    expect(tidyPhrase('  t \t shirt ')).toBe('t shirt');
  });
});

describe('foldWord', () => {
  it('folds like the engine, trimming and collapsing spaces', () => {
    for (const sample of ['Caffè Crème', 'MAGLIÀ', 'Straße', 'ﬁne', 'Œuvre', 'Ørsted', 'Łódź']) {
      expect(foldWord(sample)).toBe(foldText(sample));
    }
    expect(foldWord('  T   Shirt ')).toBe('t shirt');
  });
});

describe('checkFineTuningLists', () => {
  it('accepts consistent lists', () => {
    expect(
      checkFineTuningLists({
        ips: ['1.2.3.4', '5.6.7.8'],
        stopwords: ['the'],
        synonyms: [
          ['a', 'b'],
          ['c', 't shirt'],
        ],
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
    expect(checkFineTuningLists({ ips: [], stopwords: [], synonyms: [['Rosso'], ['rossò']] })).toBe(
      'inOtherGroup',
    );
  });

  it('finds duplicate IPs and stop words', () => {
    expect(checkFineTuningLists({ ips: ['1.1.1.1', '1.1.1.1'], stopwords: [], synonyms: [] })).toBe(
      'duplicate',
    );
    expect(checkFineTuningLists({ ips: [], stopwords: ['x', 'X'], synonyms: [] })).toBe(
      'duplicate',
    );
  });
});

describe('fineTuningSchema', () => {
  const lists = { weights: {}, ips: [], stopwords: [] };

  it('accepts phrases as synonyms and refuses them as stop words', () => {
    expect(fineTuningSchema.safeParse({ ...lists, synonyms: [['t shirt', 'tee']] }).success).toBe(
      true,
    );
    expect(
      fineTuningSchema.safeParse({ ...lists, stopwords: ['t shirt'], synonyms: [] }).success,
    ).toBe(false);
  });

  it('refuses folded duplicates, as the server does on save', () => {
    expect(
      fineTuningSchema.safeParse({ ...lists, stopwords: ['Rosso', 'rossò'], synonyms: [] }).success,
    ).toBe(false);
    expect(fineTuningSchema.safeParse({ ...lists, synonyms: [['Maglia', 'maglià']] }).success).toBe(
      false,
    );
    expect(fineTuningSchema.safeParse({ ...lists, synonyms: [[' tee']] }).success).toBe(false);
  });
});
