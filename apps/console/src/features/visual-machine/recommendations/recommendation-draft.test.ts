import { describe, expect, it } from 'vitest';
import { defaultRecommendation, type Recommendation } from '@trova/contracts';
import {
  draftOf,
  ruleOf,
  scheduleOfValidity,
  validityOfSchedule,
  type RecommendationDraft,
} from './recommendation-draft';

const BASE = 'https://trova.example/API/shops/k1/search';

function stored(overrides: Partial<Recommendation> = {}): Recommendation {
  return { ...defaultRecommendation('shop-1', () => 0), id: 'r1', name: 'Picks', ...overrides };
}

describe('recommendation draft', () => {
  it('gives a stored rule back unchanged when nothing was edited', () => {
    const manual = stored({
      condition: [[{ timeInterval: { from: 10, to: null } }], [{ '==': ['brand', 'Nike'] }]],
    });
    expect(ruleOf(draftOf(manual), BASE)).toEqual({ rule: manual, issues: [] });
    const query = stored({
      extra: { ...manual.extra, actionType: 'query' },
      recommender: {
        type: 'limit',
        size: 8,
        recommender: {
          type: 'query',
          baseUrl: BASE,
          queryString: 'q=tv&sort%5B0%5D%5Bhistory.clicks%5D=DESC',
        },
      },
    });
    expect(ruleOf(draftOf(query), BASE).rule).toEqual(query);
  });

  it('stores the JSON condition as the second conjunction, none when blank', () => {
    const draft: RecommendationDraft = {
      ...draftOf(stored()),
      conditionText: '{ ">=": ["sellingPrice", 50] }',
    };
    expect(ruleOf(draft, BASE).rule.condition).toEqual([
      [{ always: true }],
      [{ '>=': ['sellingPrice', 50] }],
    ]);
    expect(ruleOf({ ...draft, conditionText: '  ' }, BASE).rule.condition).toEqual([
      [{ always: true }],
    ]);
  });

  it('reports the issues of text that is not a condition, with their paths', () => {
    const { issues } = ruleOf(
      { ...draftOf(stored()), conditionText: '{"and":[{"<":["x","a"]}]}' },
      BASE,
    );
    expect(issues).toEqual([expect.objectContaining({ code: 'number', path: ['and', 0, '<', 1] })]);
    expect(ruleOf({ ...draftOf(stored()), conditionText: '{' }, BASE).issues[0]?.code).toBe(
      'invalidJson',
    );
  });

  it('stores only the chosen kind: template kinds without content, at the shop’s search', () => {
    const draft = draftOf(stored());
    const similar = ruleOf(
      { ...draft, rule: { ...draft.rule, extra: { ...draft.rule.extra, actionType: 'similar' } } },
      BASE,
    ).rule.recommender.recommender;
    expect(Object.keys(similar).sort()).toEqual(['baseUrl', 'queryString', 'type']);
    expect(similar.type).toBe('queryTemplate');
    if (similar.type === 'custom') return;
    expect(similar.baseUrl).toBe(BASE);
    expect(similar.queryString).toContain('%7B%3Acontext.item.categories%7D');
  });

  it('turns schedules into the editors’ validity and back', () => {
    expect(validityOfSchedule({ always: true })).toEqual({ type: 'always', from: 0, to: null });
    const interval = { timeInterval: { from: 60, to: 120 } };
    expect(scheduleOfValidity(validityOfSchedule(interval))).toEqual(interval);
  });
});
