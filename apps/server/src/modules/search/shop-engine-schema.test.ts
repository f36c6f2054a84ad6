import { defaultSetup, type Setup } from '@trova/contracts';
import { describe, expect, it } from 'vitest';
import { engineSchemaFor, facetNames } from './shop-engine-schema';

function setupWith(dynamic: Setup['config']['dynamicFacets']): Setup {
  const setup = defaultSetup();
  return {
    ...setup,
    facets: ['brand', 'color'],
    config: { ...setup.config, dynamicFacets: dynamic },
  };
}

describe('facetNames', () => {
  it("adds the dynamic facets to the setup's facets when they are on, once each", () => {
    expect(facetNames(setupWith({ isActive: true, selectedList: ['material', 'color'] }))).toEqual([
      'brand',
      'color',
      'material',
    ]);
  });

  it('leaves the dynamic facets out while they are off', () => {
    expect(facetNames(setupWith({ isActive: false, selectedList: ['material'] }))).toEqual([
      'brand',
      'color',
    ]);
  });
});

describe('engineSchemaFor', () => {
  it('counts the dynamic facets, so search answers carry their values', () => {
    const schema = engineSchemaFor({
      setup: setupWith({ isActive: true, selectedList: ['material'] }),
      fineTuning: null,
    });
    expect(schema.facets?.map((facet) => facet.name)).toEqual(['brand', 'color', 'material']);
  });
});
