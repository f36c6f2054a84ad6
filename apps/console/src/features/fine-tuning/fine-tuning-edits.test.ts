import { describe, expect, it } from 'vitest';
import { defaultFineTuning, type FineTuning } from '@trova/contracts';
import {
  addListItem,
  addSynonymWord,
  checkListItem,
  checkSynonym,
  errorKey,
  removeListItem,
  removeSynonymGroup,
  removeSynonymWord,
  setWeight,
  synonymEntry,
  weightOf,
} from './fine-tuning-edits';

const tuning: FineTuning = {
  weights: { title: 3 },
  ips: ['10.0.0.1'],
  stopwords: ['the'],
  synonyms: [
    ['sofa', 'couch'],
    ['tv', 'television'],
  ],
};

describe('fine-tuning inputs (docs/product/fine-tuning.md#input-rules)', () => {
  it('refuses more than 30 characters', () => {
    expect(checkListItem('stopwords', tuning, 'a'.repeat(30))).toBeNull();
    expect(checkListItem('stopwords', tuning, 'a'.repeat(31))).toBe('tooLong');
    expect(checkSynonym(tuning, 'b'.repeat(31))).toBe('tooLong');
  });

  it('refuses values with spaces', () => {
    expect(checkListItem('stopwords', tuning, 'of the')).toBe('hasSpaces');
    expect(checkListItem('ips', tuning, '10.0.0.2 ')).toBe('hasSpaces');
  });

  it('accepts a phrase as a synonym, tidied as it is stored', () => {
    expect(checkSynonym(tuning, 'arm chair')).toBeNull();
    expect(checkSynonym(tuning, '  arm   chair ')).toBeNull();
    expect(synonymEntry('  arm   chair ')).toBe('arm chair');
    expect(checkSynonym(tuning, '   ')).toBe('empty');
  });

  it('accepts only four groups of 1 to 3 digits as an IP', () => {
    expect(checkListItem('ips', tuning, '192.168.1.20')).toBeNull();
    expect(checkListItem('ips', tuning, '1.2.3')).toBe('invalidIp');
    expect(checkListItem('ips', tuning, '1.2.3.4444')).toBe('invalidIp');
    expect(checkListItem('ips', tuning, 'localhost')).toBe('invalidIp');
  });

  it('refuses an IP or a stop word already in its list', () => {
    expect(checkListItem('ips', tuning, '10.0.0.1')).toBe('duplicate');
    expect(checkListItem('stopwords', tuning, 'the')).toBe('duplicate');
    expect(checkListItem('stopwords', tuning, 'and')).toBeNull();
    expect(checkListItem('stopwords', tuning, 'THE')).toBe('duplicate');
  });

  it('refuses a synonym word that is already in any group', () => {
    expect(checkSynonym(tuning, 'tv')).toBe('inOtherGroup');
    expect(checkSynonym(tuning, 'couch')).toBe('inOtherGroup');
    expect(checkSynonym(tuning, 'armchair')).toBeNull();
    expect(checkSynonym(tuning, 'Télévision')).toBe('inOtherGroup');
  });

  it("says 'no IP' for IPs and 'no words' for words", () => {
    expect(errorKey('ips', 'empty')).toBe('fineTuning.errors.noIp');
    expect(errorKey('ips', 'invalidIp')).toBe('fineTuning.errors.noIp');
    expect(errorKey('stopwords', 'empty')).toBe('fineTuning.errors.noWords');
    expect(errorKey('synonyms', 'empty')).toBe('fineTuning.errors.noWords');
    expect(errorKey('ips', 'duplicate')).toBe('fineTuning.errors.duplicateIp');
    expect(errorKey('stopwords', 'duplicate')).toBe('fineTuning.errors.duplicateStopword');
    expect(errorKey('synonyms', 'inOtherGroup')).toBe('fineTuning.errors.inOtherGroup');
  });
});

describe('fine-tuning edits', () => {
  it('weighs a field without a stored weight 1', () => {
    expect(weightOf(tuning, 'title')).toBe(3);
    expect(weightOf(tuning, 'sku')).toBe(1);
    expect(setWeight(tuning, 'sku', 5).weights).toEqual({ title: 3, sku: 5 });
  });

  it('adds and removes list items without touching the others', () => {
    const added = addListItem('ips', tuning, '10.0.0.2');
    expect(added.ips).toEqual(['10.0.0.1', '10.0.0.2']);
    expect(removeListItem('stopwords', added, 'the').stopwords).toEqual([]);
    expect(tuning.ips).toEqual(['10.0.0.1']);
  });

  it('starts a new group with its first word and reports where it is', () => {
    const { fineTuning, group } = addSynonymWord(defaultFineTuning(), null, 'sofa');
    expect(fineTuning.synonyms).toEqual([['sofa']]);
    expect(group).toBe(0);
    const next = addSynonymWord(fineTuning, group, 'couch');
    expect(next.fineTuning.synonyms).toEqual([['sofa', 'couch']]);
    expect(next.group).toBe(0);
  });

  it('removes a group emptied of words', () => {
    const one = removeSynonymWord(tuning, 1, 'tv');
    expect(one.synonyms).toEqual([['sofa', 'couch'], ['television']]);
    expect(removeSynonymWord(one, 1, 'television').synonyms).toEqual([['sofa', 'couch']]);
  });

  it('deletes a whole group', () => {
    expect(removeSynonymGroup(tuning, 0).synonyms).toEqual([['tv', 'television']]);
  });
});
