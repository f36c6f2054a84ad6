import { describe, expect, it } from 'vitest';
import { completedShopTotals, displayedShops, shopStatus } from './shop-lifecycle.rules';
import { defaultLayout, layoutSchema, withLayoutDefaults } from './layout.schema';
import {
  defaultDesktopLayout,
  defaultMobileLayout,
  desktopLayoutSchema,
  mobileLayoutSchema,
  showcaseItemSchema,
} from './layout-device.schema';
import { defaultSortValues } from './layout-facets.schema';
import { defaultSetup, defaultSetupConfig, setupSchema } from './setup.schema';
import { defaultFineTuning, fineTuningSchema } from './fine-tuning.schema';
import { defaultLayerConfig, layerConfigSchema } from './layer-config.schema';
import { shopSchema } from './shop.schema';
import { categoryNodeSchema } from './reference-lists.schema';

const toConfigure = {
  last_sync_start_time: null,
  last_index_start_time: null,
  skus: 5,
  requests: 5,
};
const configuring = { last_sync_start_time: 10, last_index_start_time: null, skus: 7, requests: 7 };
const completed = { last_sync_start_time: 10, last_index_start_time: 20, skus: 100, requests: 40 };

describe('shop lifecycle', () => {
  it('derives the status from timestamps', () => {
    expect([toConfigure, configuring, completed].map(shopStatus)).toEqual([
      'toBeConfigured',
      'configuring',
      'completed',
    ]);
  });

  it('lists completed and configuring shops and sums completed ones only', () => {
    expect(displayedShops([toConfigure, configuring, completed])).toEqual([configuring, completed]);
    expect(completedShopTotals([toConfigure, configuring, completed, completed])).toEqual({
      skus: 200,
      requests: 80,
    });
  });
});

describe('layout defaults', () => {
  it('parse with their schemas', () => {
    expect(layoutSchema.parse(defaultLayout())).toEqual(defaultLayout());
    expect(desktopLayoutSchema.parse(defaultDesktopLayout())).toMatchObject({
      layout: 1,
      typing: 1,
      minChars: 4,
      paging: 1,
      perPage: 1,
    });
    expect(mobileLayoutSchema.parse(defaultMobileLayout())).toMatchObject({
      minChars: 4,
      paging: 1,
      perPage: 2,
      barcode: false,
    });
  });

  it('uses the default primary colour and sort options', () => {
    expect(defaultLayout().primaryColor).toBe('#398FF4');
    expect(defaultSortValues().map((v) => [v.label, v.key, v.value.value, v.isDefault])).toEqual([
      ['Relevance', 'score', 'DESC', true],
      ['Price Ascending', 'selling_price', 'ASC', false],
      ['Price Descending', 'selling_price', 'DESC', false],
    ]);
  });

  it('fills missing sections and keeps present ones', () => {
    const filled = withLayoutDefaults({ primaryColor: '#000000', facets: [] });
    expect(filled.primaryColor).toBe('#000000');
    expect(filled.desktop).toEqual(defaultDesktopLayout());
    expect(filled.sort.values).toHaveLength(3);
  });

  it('rejects limits beyond docs/product/layout-design.md#limits', () => {
    const layout = defaultLayout();
    const tooMany = Array.from({ length: 13 }, (_, i) => ({
      key: `${i}`,
      value: `a/${i}`,
      name: `${i}`,
    }));
    expect(
      layoutSchema.safeParse({
        ...layout,
        desktop: { ...layout.desktop, showcaseMainCategoriesItems: tooMany },
      }).success,
    ).toBe(false);
    expect(
      layoutSchema.safeParse({ ...layout, desktop: { ...layout.desktop, minChars: 11 } }).success,
    ).toBe(false);
    const attribute = { key: 'brand', label: 'Brand', type: 'value' };
    expect(
      layoutSchema.safeParse({
        ...layout,
        card: { configurableAttributes: [attribute, attribute, attribute] },
      }).success,
    ).toBe(false);
    expect(layoutSchema.safeParse({ ...layout, primaryColor: 'blue' }).success).toBe(false);
  });

  it('accepts the showcase item values only', () => {
    for (const item of [
      'banner',
      'lastSearches',
      'recommendationsCategories',
      'mainCategories',
      'dynamic-3',
    ]) {
      expect(showcaseItemSchema.safeParse(item).success).toBe(true);
    }
    expect(showcaseItemSchema.safeParse('dynamic-x').success).toBe(false);
  });
});

describe('setup, fine tuning and layer defaults', () => {
  it('parse with their schemas', () => {
    expect(setupSchema.parse(defaultSetup()).config.seoSettings.searchWord).toBe('search');
    expect(defaultSetupConfig().layerVersion).toBe('latest');
    expect(fineTuningSchema.parse(defaultFineTuning())).toEqual(defaultFineTuning());
    expect(layerConfigSchema.parse(defaultLayerConfig())).toEqual({
      suggestions: 2,
      spellcheck: 2,
      autocompleteRows: 10,
      limit: 6,
      highlightMode: 'normal',
    });
  });

  it('rejects fine tuning that breaks the list rules', () => {
    const base = defaultFineTuning();
    expect(fineTuningSchema.safeParse({ ...base, ips: ['1.2.3'] }).success).toBe(false);
    expect(fineTuningSchema.safeParse({ ...base, stopwords: ['two words'] }).success).toBe(false);
    expect(fineTuningSchema.safeParse({ ...base, synonyms: [['tv'], ['tv']] }).success).toBe(false);
    expect(
      fineTuningSchema.safeParse({ ...base, weights: { title: 2 }, ips: ['1.2.3.4'] }).success,
    ).toBe(true);
  });
});

describe('shop and category schemas', () => {
  it('parses a shop with the wire field names', () => {
    const shop = shopSchema.parse({
      id: 's1',
      key: 'k1',
      url: 'https://shop.it',
      sector: null,
      cms: { type: 'google-shopping', version: null },
      cms_data: { feedUrl: 'https://shop.it/feed.xml', extra: 1 },
      is_active: false,
      isSynchronizing: true,
      isIndexing: false,
      skus: 0,
      requests: 0,
      language_iso: 'it',
      editable_widgets: ['language_iso'],
      configurable_attributes: [],
      last_sync_start_time: 1_700_000_000,
      last_index_start_time: null,
      last_index_end_time: null,
      setup: null,
      fineTuning: null,
      layout: { primaryColor: '#398FF4' },
    });
    expect(shop.cms_data.feedUrl).toBe('https://shop.it/feed.xml');
    expect(shopStatus(shop)).toBe('configuring');
  });

  it('parses nested category trees', () => {
    const tree = {
      identifier: '1',
      name: 'Root',
      parent: null,
      children: [{ identifier: '2', name: 'Shoes', parent: '1', children: [] }],
    };
    expect(categoryNodeSchema.parse(tree).children[0]?.name).toBe('Shoes');
    expect(categoryNodeSchema.safeParse({ ...tree, children: [{ name: 'x' }] }).success).toBe(
      false,
    );
  });
});
