import { defaultRecommendation, type Recommendation } from '@trova/contracts';
import { describe, expect, it } from 'vitest';
import { recommendationKind, searchTextOf } from './vm-kinds';

const named = (condition: Recommendation['condition']): Recommendation => ({
  ...defaultRecommendation('s1'),
  name: 'Nike lovers',
  condition,
});

describe('recommendation save rules', () => {
  it('refuses a JSON condition outside the conditions language with conditionInvalid', () => {
    expect(recommendationKind.warnings(named([[{ always: true }]]))).toEqual([]);
    expect(
      recommendationKind.warnings(named([[{ always: true }], [{ '==': ['brand', 'Nike'] }]])),
    ).toEqual([]);
    expect(recommendationKind.warnings(named([[{ always: true }], [{ '==': ['brand'] }]]))).toEqual(
      ['conditionInvalid'],
    );
  });

  it('keeps the other rules beside it', () => {
    const rule = { ...named([[{ always: true }], ['Nike']]), name: ' ' };
    expect(recommendationKind.warnings(rule)).toEqual(['nameRequired', 'conditionInvalid']);
    expect(searchTextOf('q=divano&sort%5B0%5D%5Bprice%5D=ASC')).toBe('divano');
  });
});
