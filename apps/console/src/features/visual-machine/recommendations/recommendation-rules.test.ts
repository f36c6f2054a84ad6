import { describe, expect, it } from 'vitest';
import { defaultRecommendation, type SavedRecommendation } from '@trova/contracts';
import { vmProduct } from '../vm-test-fixtures';
import { draftOf, type RecommendationDraft } from './recommendation-draft';
import {
  copyRecommendation,
  hasUnavailableProduct,
  isOutdated,
  recommendationSaveWarnings,
  recommendationWarningArea,
} from './recommendation-rules';

function draft(change: (draft: RecommendationDraft) => RecommendationDraft = (d) => d) {
  const base = draftOf(defaultRecommendation('shop-1', () => 0));
  return change({ ...base, rule: { ...base.rule, name: 'Picks' } });
}

function saved(overrides: Partial<SavedRecommendation> = {}): SavedRecommendation {
  return { ...defaultRecommendation('shop-1', () => 0.5), id: 'r1', name: 'Picks', ...overrides };
}

describe('recommendation save rules', () => {
  it('aborts on an empty name and on a time interval without start, nothing else for a manual one', () => {
    expect(recommendationSaveWarnings(draft())).toEqual([]);
    expect(
      recommendationSaveWarnings(draft((d) => ({ ...d, rule: { ...d.rule, name: ' ' } }))),
    ).toEqual(['nameRequired']);
    expect(
      recommendationSaveWarnings(
        draft((d) => ({ ...d, validity: { type: 'timeInterval', from: 0, to: null } })),
      ),
    ).toEqual(['addValidity']);
  });

  it('aborts a query recommender without search text ("search missing")', () => {
    const query = (search: string) =>
      draft((d) => ({
        ...d,
        rule: { ...d.rule, extra: { ...d.rule.extra, actionType: 'query' } },
        query: { ...d.query, search },
      }));
    expect(recommendationSaveWarnings(query('  '))).toEqual(['searchMissing']);
    expect(recommendationSaveWarnings(query('sofa'))).toEqual([]);
  });

  it('aborts on a condition that does not read, a bad external tag or an incomplete filter', () => {
    expect(recommendationSaveWarnings(draft((d) => ({ ...d, conditionText: '{"==":1}' })))).toEqual(
      ['conditionInvalid'],
    );
    const external = (tag: string) =>
      draft((d) => ({
        ...d,
        rule: { ...d.rule, tag, extra: { ...d.rule.extra, type: 'external' } },
      }));
    expect(recommendationSaveWarnings(external('home page'))).toEqual(['tagInvalid']);
    expect(recommendationSaveWarnings(external(''))).toEqual(['tagInvalid']);
    expect(recommendationSaveWarnings(external('home_page-2'))).toEqual([]);
    const filtered = draft((d) => ({
      ...d,
      rule: { ...d.rule, extra: { ...d.rule.extra, actionType: 'query' } },
      query: { ...d.query, search: 'tv', filters: [{ name: 'brand', text: '' }] },
    }));
    expect(recommendationSaveWarnings(filtered)).toEqual(['queryFilterIncomplete']);
  });

  it('shows each warning with its section', () => {
    expect(recommendationWarningArea('nameRequired')).toBe('info');
    expect(recommendationWarningArea('addValidity')).toBe('validity');
    expect(recommendationWarningArea('conditionInvalid')).toBe('triggers');
    expect(recommendationWarningArea('searchMissing')).toBe('actions');
  });
});

describe('recommendation list rules', () => {
  const gone = saved({
    recommender: {
      type: 'limit',
      size: 20,
      recommender: {
        type: 'custom',
        content: { products: [vmProduct('a'), vmProduct('b', { isAlive: false })] },
      },
    },
  });

  it('marks a manual recommendation holding a product no longer available', () => {
    expect(hasUnavailableProduct(gone)).toBe(true);
    expect(hasUnavailableProduct(saved())).toBe(false);
  });

  it('counts as old data an ended schedule or unavailable products', () => {
    const ended = saved({ condition: [[{ timeInterval: { from: 10, to: 100 } }]] });
    expect(isOutdated(ended, 101)).toBe(true);
    expect(isOutdated(ended, 100)).toBe(false);
    expect(
      isOutdated(saved({ condition: [[{ timeInterval: { from: 10, to: null } }]] }), 1e9),
    ).toBe(false);
    expect(isOutdated(gone, 0)).toBe(true);
    expect(isOutdated(saved(), 1e9)).toBe(false);
  });

  it('copies without id, " - copy" appended and a tag of its own', () => {
    const copy = copyRecommendation(saved({ tag: 'home' }), () => 0);
    expect(copy).toEqual({ ...saved(), id: undefined, name: 'Picks - copy', tag: 'widget-1' });
    expect('id' in copy).toBe(false);
  });
});
