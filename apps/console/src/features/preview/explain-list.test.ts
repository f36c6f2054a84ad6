import { describe, expect, it } from 'vitest';
import { orderedRules } from './explain-list';

describe('orderedRules', () => {
  it('lists the rules in the order the engine applies them', () => {
    expect(orderedRules({ availability: 1, typo: 30, words: 2 })).toEqual([
      ['words', 2],
      ['typo', 30],
      ['availability', 1],
    ]);
  });

  it('keeps a rule it does not know, after the known ones', () => {
    expect(orderedRules({ bm25: 7, words: 1 })).toEqual([
      ['words', 1],
      ['bm25', 7],
    ]);
  });
});
