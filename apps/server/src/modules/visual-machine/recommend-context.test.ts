import {
  defaultRecommendation,
  type RecommendQuery,
  type SavedRecommendation,
} from '@trova/contracts';
import { describe, expect, it } from 'vitest';
import {
  conditionContext,
  pageItem,
  productItem,
  ruleApplies,
  visualizationOf,
} from './recommend-context';

const NOW = 1_700_000_000;
const showcase: RecommendQuery = { context: 'showcase', q: '' };
const external: RecommendQuery = { context: 'external', q: '', tag: 'widget-1' };

function saved(changes: Partial<SavedRecommendation> = {}): SavedRecommendation {
  return { ...defaultRecommendation('s1'), id: 'r1', name: 'R', tag: 'widget-1', ...changes };
}

describe('the context of a recommendation', () => {
  it('gives a catalogue product’s fields, selling and listing prices', () => {
    const item = productItem({
      id: 'sofa-1',
      title: 'Divano',
      brand: 'Nordic',
      productType: ['Casa > Divani'],
      additionalImageLinks: [],
      customLabels: ['promo'],
      price: { amount: 300, currency: 'EUR' },
      salePrice: { amount: 250, currency: 'EUR' },
    });
    expect(item).toMatchObject({
      id: 'sofa-1',
      brand: 'Nordic',
      categories: ['Casa/Divani'],
      category: ['Casa/Divani'],
      sellingPrice: 250,
      listingPrice: 300,
      customLabel0: 'promo',
    });
    expect(item).not.toHaveProperty('inStock');
  });

  it('reads what an external page says about itself', () => {
    expect(
      pageItem({ ...external, category: 'Casa > Divani', brand: ' Nordic ', price: 99 }),
    ).toEqual({
      category: ['Casa/Divani'],
      categories: ['Casa/Divani'],
      brand: 'Nordic',
      sellingPrice: 99,
      price: 99,
    });
    expect(pageItem(external)).toBeUndefined();
    expect(conditionContext({ context: 'noResults', q: 'tv' }, { brand: 'x' })).toEqual({
      brand: 'x',
      page: 'noResults',
      query: 'tv',
    });
  });
});

describe('ruleApplies', () => {
  const context = { page: 'showcase', query: '' };

  it('serves active in-layer rules in the layer and external ones by tag', () => {
    expect(ruleApplies(saved(), showcase, context, NOW)).toBe(true);
    expect(ruleApplies(saved({ isActive: false }), showcase, context, NOW)).toBe(false);
    expect(ruleApplies(saved(), external, context, NOW)).toBe(false);
    const outside = saved({ extra: { ...saved().extra, type: 'external' } });
    expect(ruleApplies(outside, external, context, NOW)).toBe(true);
    expect(ruleApplies(outside, { ...external, tag: 'widget-2' }, context, NOW)).toBe(false);
    expect(ruleApplies(outside, showcase, context, NOW)).toBe(false);
  });

  it('keeps to the schedule and the JSON condition', () => {
    const within = (from: number, to: number | null) =>
      saved({ condition: [[{ timeInterval: { from, to } }]] });
    expect(ruleApplies(within(NOW - 10, NOW + 10), showcase, context, NOW)).toBe(true);
    expect(ruleApplies(within(NOW - 10, null), showcase, context, NOW)).toBe(true);
    expect(ruleApplies(within(NOW + 1, null), showcase, context, NOW)).toBe(false);
    expect(ruleApplies(within(NOW - 10, NOW - 1), showcase, context, NOW)).toBe(false);
    const noResultsOnly = saved({
      condition: [[{ always: true }], [{ '==': ['page', 'noResults'] }]],
    });
    expect(ruleApplies(noResultsOnly, showcase, context, NOW)).toBe(false);
    expect(
      ruleApplies(noResultsOnly, { context: 'noResults', q: '' }, { page: 'noResults' }, NOW),
    ).toBe(true);
  });

  it('shows each place’s visualisation, external ones as a carousel', () => {
    const rule = saved({
      extra: {
        ...saved().extra,
        showcase: { visualizationType: 'buttons' },
        noResult: { visualizationType: 'carousel' },
      },
    });
    expect(visualizationOf(rule, showcase)).toBe('buttons');
    expect(visualizationOf(rule, { context: 'noResults', q: '' })).toBe('carousel');
    expect(visualizationOf(rule, external)).toBe('carousel');
  });
});
