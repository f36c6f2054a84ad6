import { defaultSetup, type Setup } from '@trova/contracts';
import { describe, expect, it } from 'vitest';
import { engineSchemaFor, facetNames } from './engine-schema';

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
    const counted = schema.facets?.filter((facet) => facet.counted !== false);
    expect(counted?.map((facet) => facet.name)).toEqual(['brand', 'color', 'material']);
  });

  it('indexes price and categories filter-only when the setup does not make them facets', () => {
    const schema = engineSchemaFor({
      setup: setupWith({ isActive: false, selectedList: [] }),
      fineTuning: null,
    });
    expect(schema.facets?.slice(2)).toEqual([
      { name: 'price', type: 'number', counted: false },
      { name: 'categories', type: 'category', counted: false },
    ]);
    expect(schema.sortable).toEqual([{ name: 'price', type: 'number' }]);
    const withPrice = engineSchemaFor({
      setup: { ...setupWith({ isActive: false, selectedList: [] }), facets: ['price'] },
      fineTuning: null,
    });
    expect(withPrice.facets).toEqual([
      { name: 'price', type: 'number' },
      { name: 'categories', type: 'category', counted: false },
    ]);
  });

  it('types an owner facet named like a prototype member as one value', () => {
    const schema = engineSchemaFor({
      setup: { ...setupWith({ isActive: false, selectedList: [] }), facets: ['constructor'] },
      fineTuning: null,
    });
    expect(schema.facets?.[0]).toEqual({ name: 'constructor', type: 'string' });
  });
});
