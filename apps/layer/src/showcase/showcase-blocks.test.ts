import { describe, expect, it } from 'vitest';
import { layerBehaviour } from '../layout/layout-decisions';
import { emptyBoxPlan } from './showcase-blocks';
import { showcaseConfiguration } from './showcase.fixtures';

describe('emptyBoxPlan', () => {
  it('lists the blocks in the layout order and up to the icebreaker number of suggestions', () => {
    const config = showcaseConfiguration();
    const plan = emptyBoxPlan(config, layerBehaviour(config.layout, 'desktop'));
    expect(plan.suggestions).toEqual(['shoe', 'bag', 'sock', 'horn']);
    expect(plan.blocks.map((block) => block.kind)).toEqual([
      'banner',
      'lastSearches',
      'recommendationsCategories',
      'mainCategories',
      'dynamic',
    ]);
    expect(plan.lastSearches).toBe('1W');
  });

  it('shows nothing the plan does not include', () => {
    const config = showcaseConfiguration();
    config.features = { showcase: false, icebreaker: false };
    const plan = emptyBoxPlan(config, layerBehaviour(config.layout, 'desktop'));
    expect(plan).toEqual({ suggestions: [], blocks: [], lastSearches: undefined });
  });

  it('has no showcase for input typing or the windowed layout', () => {
    const config = showcaseConfiguration();
    config.layout.mobile.typing = 2;
    config.layout.desktop.layout = 3;
    expect(emptyBoxPlan(config, layerBehaviour(config.layout, 'mobile')).blocks).toEqual([]);
    expect(emptyBoxPlan(config, layerBehaviour(config.layout, 'desktop')).blocks).toEqual([]);
  });

  it('skips blocks whose flag is off or that have nothing to show, and remembers nothing then', () => {
    const config = showcaseConfiguration();
    Object.assign(config.layout.desktop, {
      showcaseBannerSrc: ' ',
      showcaseLastSearches: false,
      showcaseMainCategories: false,
      recommendationCategoriesItems: [],
      showcaseItems: ['banner', 'lastSearches', 'mainCategories', 'recommendationsCategories'],
    });
    const plan = emptyBoxPlan(config, layerBehaviour(config.layout, 'desktop'));
    expect(plan.blocks).toEqual([]);
    expect(plan.lastSearches).toBeUndefined();
  });

  it('ends with the shop’s in-layer recommendations, only where the showcase applies', () => {
    const config = { ...showcaseConfiguration(), recommendations: true };
    const blocks = emptyBoxPlan(config, layerBehaviour(config.layout, 'desktop')).blocks;
    expect(blocks.at(-1)).toEqual({ kind: 'recommendations' });
    config.layout.desktop.layout = 3;
    expect(emptyBoxPlan(config, layerBehaviour(config.layout, 'desktop')).blocks).toEqual([]);
  });

  it('offers no icebreaker when the layout switches it off', () => {
    const config = showcaseConfiguration();
    config.layout.icebreaker.isActive = false;
    expect(emptyBoxPlan(config, layerBehaviour(config.layout, 'desktop')).suggestions).toEqual([]);
  });
});
