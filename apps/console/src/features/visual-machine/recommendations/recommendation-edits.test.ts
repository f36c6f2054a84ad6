import { describe, expect, it } from 'vitest';
import { defaultRecommendation } from '@trova/contracts';
import { draftOf } from './recommendation-draft';
import {
  newFilter,
  queryFilterNames,
  removeFilter,
  setFilter,
  setKind,
  setTriggerType,
  setVisualization,
  usesButtons,
} from './recommendation-edits';

const draft = draftOf(defaultRecommendation('shop-1', () => 0));

describe('recommendation edits', () => {
  it('keeps each kind’s settings when switching kind and back', () => {
    const chosen = { ...draft, products: [], query: { ...draft.query, search: 'tv' } };
    const back = setKind(setKind(chosen, 'similar'), 'query');
    expect(back.rule.extra.actionType).toBe('query');
    expect(back.query.search).toBe('tv');
  });

  it('gives a rule going back into the layer a valid tag, and keeps a valid one', () => {
    const external = setTriggerType(draft, 'external');
    const emptied = { ...external, rule: { ...external.rule, tag: '' } };
    expect(setTriggerType(emptied, 'layer', () => 0.5).rule.tag).toBe('widget-5000');
    expect(setTriggerType(external, 'layer').rule.tag).toBe(draft.rule.tag);
  });

  it('shows the category action once either visualisation is buttons', () => {
    expect(usesButtons(draft.rule.extra)).toBe(false);
    const buttons = setVisualization(draft, 'noResult', 'buttons');
    expect(buttons.rule.extra.noResult.visualizationType).toBe('buttons');
    expect(buttons.rule.extra.showcase.visualizationType).toBe('carousel');
    expect(usesButtons(buttons.rule.extra)).toBe(true);
  });

  it('starts a filter’s value again when its facet changes: a range for prices', () => {
    expect(newFilter('sellingPrice')).toEqual({ name: 'sellingPrice', from: 0, to: 0 });
    expect(newFilter('brand')).toEqual({ name: 'brand', text: '' });
    const filters = [newFilter('brand'), newFilter('colour')];
    expect(setFilter(filters, 1, newFilter('price'))).toEqual([
      { name: 'brand', text: '' },
      { name: 'price', from: 0, to: 0 },
    ]);
    expect(removeFilter(filters, 0)).toEqual([{ name: 'colour', text: '' }]);
  });

  it('offers categories, the shop’s facets and the selling price, plus any facet stored', () => {
    expect(queryFilterNames(['brand', 'price'], [])).toEqual([
      'categories',
      'brand',
      'sellingPrice',
    ]);
    expect(queryFilterNames([], [{ name: 'price', from: 1, to: 2 }])).toEqual([
      'categories',
      'sellingPrice',
      'price',
    ]);
  });
});
