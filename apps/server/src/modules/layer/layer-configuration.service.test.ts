import { defaultSetup, type Plan, type PlanKey, type Setup } from '@trova/contracts';
import { SearchIndex } from '@trova/engine';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount, shopRow } from '../../../test/account-rows';
import { openTestDatabase, type TestDatabase } from '../../../test/dialects';
import { EMPTY_CONFIGURATION, searchSettingsOf } from '../configuration/index';
import { IndexRegistry } from '../search/index';
import { ShopsRepository } from '../shops/index';
import { LayerConfigurationService } from './layer-configuration.service';
import { LayerSuggestions } from './layer-suggestions';
import { blockingLimit, fakePreviewTokens } from '../../../test/storefront-fakes';

const KEY = 'key-s-anna';
const IP = '203.0.113.7';
const NOW_MS = Date.UTC(2025, 5, 1);
/** The plan fields the layer reads; the rest of a plan is billing's. */
const plan = (key: PlanKey, isActive = true) =>
  ({ key, isActive, subscriptionTimestamp: 0 }) as unknown as Plan;

/** A setup with these facets, results and switched-on SEO filters. */
function setupWith(facets: string[], seoFilters: string[]): Setup {
  const setup = defaultSetup();
  const { seoSettings } = setup.config;
  return {
    ...setup,
    lang: '',
    facets,
    results: { title: { label: 'Title', value: 'text' }, price: { label: 'Price', value: 'text' } },
    config: {
      ...setup.config,
      layerVersion: '1.2.3',
      seoSettings: {
        ...seoSettings,
        isActive: true,
        selectedList: seoFilters.map((name) => ({ name, active: name !== 'size' })),
      },
    },
  };
}

describe('LayerConfigurationService', () => {
  let database: TestDatabase;
  let shops: ShopsRepository;
  let registry: IndexRegistry;
  let plans: Plan[];
  let setup: Setup | null;
  let inLayer: boolean;
  let layer: LayerConfigurationService;

  beforeEach(async () => {
    database = await openTestDatabase('sqlite');
    shops = new ShopsRepository(database.db);
    await insertAccount(database.db, 'anna');
    await shops.insert(shopRow('s-anna', 'c-anna'));
    await shops.setActive('c-anna', 's-anna', true);
    registry = new IndexRegistry();
    plans = [];
    setup = null;
    inLayer = true;
    layer = new LayerConfigurationService({
      shops,
      configuration: {
        read: () =>
          Promise.resolve({ configuration: { ...EMPTY_CONFIGURATION, setup }, revision: 1 }),
      },
      registry,
      suggestions: new LayerSuggestions(),
      previewTokens: fakePreviewTokens,
      plans: () => plans,
      limit: blockingLimit,
      now: () => NOW_MS,
      inLayerRecommendations: () => Promise.resolve(inLayer),
    });
  });
  afterEach(() => database.dispose());

  const indexShop = () => {
    const settings = searchSettingsOf({ setup: null, fineTuning: null });
    const titles = ['Scarpa rossa', 'Scarpa blu', 'Borsa rossa'];
    registry.swap(KEY, {
      shopId: 's-anna',
      index: SearchIndex.build(
        settings.schema,
        titles.map((title, i) => ({ id: `p${i}`, title })),
      ),
      attributes: [],
      excludedIps: new Set(),
      resultFields: [],
      published: true,
      catalogueVersion: 1,
      inputs: settings.inputs,
    });
  };

  describe('who is answered', () => {
    it('counts the call before anything else, and answers an unknown key shop-not-found', async () => {
      await expect(layer.configuration(KEY, undefined, 'blocked')).rejects.toMatchObject({
        code: 'too-many-requests',
      });
      await expect(layer.configuration('key-none', undefined, IP)).rejects.toMatchObject({
        code: 'shop-not-found',
      });
    });

    it('refuses an unpublished shop and one whose plan is not active', async () => {
      await shops.setActive('c-anna', 's-anna', false);
      await expect(layer.configuration(KEY, undefined, IP)).rejects.toMatchObject({
        code: 'shop-not-published',
      });
      await shops.setActive('c-anna', 's-anna', true);
      plans = [plan('standard', false)];
      await expect(layer.configuration(KEY, undefined, IP)).rejects.toMatchObject({
        code: 'shop-not-published',
      });
    });

    it("answers either with this shop's preview token, flagged preview", async () => {
      await shops.setActive('c-anna', 's-anna', false);
      plans = [plan('standard', false)];
      const answer = await layer.configuration(KEY, `token-for-${KEY}`, IP);
      expect(answer).toMatchObject({ key: KEY, preview: true });
    });

    it('refuses any other preview token, even for a published shop', async () => {
      await expect(layer.configuration(KEY, 'token-for-key-other', IP)).rejects.toMatchObject({
        code: 'preview-token-invalid',
      });
    });
  });

  describe('what is answered', () => {
    it('gives a shop without a setup the defaults, in the language of the shop', async () => {
      const answer = await layer.configuration(KEY, undefined, IP);
      expect(answer).toMatchObject({
        key: KEY,
        version: 'latest',
        language: 'it',
        facets: [],
        resultFields: [],
        suggestions: [],
        preview: false,
      });
    });

    it('carries the setup: pinned version, facets, result fields and SEO filters still chosen', async () => {
      setup = setupWith(['brand', 'color', 'size'], ['color', 'gone', 'size', 'brand']);
      const answer = await layer.configuration(KEY, undefined, IP);
      expect(answer).toMatchObject({
        version: '1.2.3',
        facets: ['brand', 'color', 'size'],
        resultFields: ['title', 'price'],
        seo: { isActive: true, order: ['color', 'brand'], translations: {} },
      });
    });

    it('suggests catalogue words only on plans with icebreaker filters, once indexed', async () => {
      expect((await layer.configuration(KEY, undefined, IP)).suggestions).toEqual([]);
      indexShop();
      const trial = await layer.configuration(KEY, undefined, IP);
      expect(trial.features).toEqual({ showcase: true, icebreaker: true });
      expect(trial.suggestions).toContain('scarpa');
      plans = [plan('little')];
      const little = await layer.configuration(KEY, undefined, IP);
      expect(little.features).toEqual({ showcase: false, icebreaker: false });
      expect(little.suggestions).toEqual([]);
    });

    it('announces recommendations only on Visual Machine plans with an in-layer rule', async () => {
      expect((await layer.configuration(KEY, undefined, IP)).recommendations).toBe(true);
      inLayer = false;
      expect(await layer.configuration(KEY, undefined, IP)).not.toHaveProperty('recommendations');
      inLayer = true;
      plans = [plan('start')];
      expect(await layer.configuration(KEY, undefined, IP)).not.toHaveProperty('recommendations');
    });
  });
});
