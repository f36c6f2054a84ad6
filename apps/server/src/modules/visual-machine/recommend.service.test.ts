import {
  catalogueProductSchema,
  defaultRecommendation,
  RECOMMEND_MAX_PRODUCTS,
  RECOMMEND_MAX_RULES,
  recommendQuerySchema,
  type Plan,
  type PlanKey,
  type Recommendation,
  type RecommendResponse,
  type SavedRecommendation,
} from '@trova/contracts';
import { SearchIndex } from '@trova/engine';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount, shopRow } from '../../../test/account-rows';
import { openTestDatabase, type TestDatabase } from '../../../test/dialects';
import { toEngineDocument } from '../catalogue/index';
import { searchSettingsOf } from '../configuration/index';
import { IndexRegistry } from '../search/index';
import { ShopsRepository } from '../shops/index';
import { decodeRecommendBody, modelAsk } from './algolia-recommend';
import { RecommendService } from './recommend.service';
import { blockingLimit, fakePreviewTokens } from '../../../test/storefront-fakes';

const KEY = 'key-s-anna';
const IP = '203.0.113.7';
const eur = (amount: number) => ({ amount, currency: 'EUR' });
/** 60 sofas of one brand and category, plus one lamp: more than a rule may show. */
const PRODUCTS = [
  ...Array.from({ length: 60 }, (_, i) => ({
    id: `sofa-${i}`,
    title: `Divano ${i}`,
    brand: i < 3 ? 'Nordic' : 'Italia',
    productType: ['Casa > Divani'],
    price: eur(100 + i),
  })),
  { id: 'lamp', title: 'Lampada', brand: 'Luce', productType: ['Casa > Luci'], price: eur(40) },
].map((product) => catalogueProductSchema.parse(product));
/** The plan fields the gate reads; the rest of a plan is billing's. */
const plan = (key: PlanKey) => ({ key, subscriptionTimestamp: 0 }) as unknown as Plan;

/** A rule always valid: in the layer, or on external pages under `tag`. */
function rule(
  id: string,
  recommender: Recommendation['recommender']['recommender'],
  parts: { kind?: Recommendation['extra']['actionType']; size?: number; tag?: string } = {},
): SavedRecommendation {
  const base = defaultRecommendation('s-anna');
  const { tag } = parts;
  return {
    ...base,
    id,
    name: id,
    tag: tag ?? base.tag,
    extra: {
      ...base.extra,
      actionType: parts.kind ?? 'manually',
      type: tag === undefined ? 'layer' : 'external',
    },
    recommender: { type: 'limit', size: parts.size ?? 20, recommender },
  };
}
const picked = (...ids: string[]) => ({
  type: 'custom' as const,
  content: {
    products: ids.map((id) => ({ id, title: id, image: '', price: 1, url: '', isAlive: true })),
  },
});
const queried = (queryString: string, template = false) => ({
  type: template ? ('queryTemplate' as const) : ('query' as const),
  baseUrl: '',
  queryString,
});

describe('RecommendService', () => {
  let database: TestDatabase;
  let shops: ShopsRepository;
  let registry: IndexRegistry;
  let rules: SavedRecommendation[];
  let plans: Plan[];
  let historyAsked: [string, string, number][];
  let recommend: RecommendService;

  const served = async (fields: Record<string, string>): Promise<[string, string[]][]> => {
    const answer: RecommendResponse = await recommend.recommend(
      KEY,
      recommendQuerySchema.parse(fields),
      IP,
    );
    return answer.recommendations.map((item) => [
      item.name,
      item.products.map((hit) => hit.header.externalId),
    ]);
  };

  beforeEach(async () => {
    database = await openTestDatabase('sqlite');
    shops = new ShopsRepository(database.db);
    await insertAccount(database.db, 'anna');
    await shops.insert(shopRow('s-anna', 'c-anna'));
    await shops.setActive('c-anna', 's-anna', true);
    registry = new IndexRegistry();
    const settings = searchSettingsOf({ setup: null, fineTuning: null });
    registry.swap(KEY, {
      shopId: 's-anna',
      index: SearchIndex.build(settings.schema, PRODUCTS.map(toEngineDocument)),
      attributes: [],
      excludedIps: new Set(),
      resultFields: [],
      published: true,
      catalogueVersion: 1,
      inputs: settings.inputs,
    });
    rules = [];
    plans = [];
    historyAsked = [];
    const stored = new Map(PRODUCTS.map((product) => [product.id, JSON.stringify(product)]));
    stored.set('broken', '{"id":');
    recommend = new RecommendService({
      shops,
      registry,
      rules: () => Promise.resolve(rules),
      interval: () => Promise.resolve('15'),
      products: (_shopId, ids) =>
        Promise.resolve(
          new Map(ids.flatMap((id) => (stored.has(id) ? [[id, stored.get(id)!]] : []))),
        ),
      history: {
        ranks: (shopId, kind, days) => {
          historyAsked.push([shopId, kind, days]);
          return Promise.resolve(new Map([['sofa-59', 9]]));
        },
      },
      previewTokens: fakePreviewTokens,
      plans: () => plans,
      limit: blockingLimit,
      now: () => Date.UTC(2025, 5, 1),
    });
  });
  afterEach(() => database.dispose());

  describe('who is answered', () => {
    it('counts the call first, then answers unknown and unpublished shops like search', async () => {
      const showcase = recommendQuerySchema.parse({ context: 'showcase' });
      await expect(recommend.recommend(KEY, showcase, 'blocked')).rejects.toMatchObject({
        code: 'too-many-requests',
      });
      await expect(recommend.recommend('key-none', showcase, IP)).rejects.toMatchObject({
        code: 'shop-not-found',
      });
      await shops.setActive('c-anna', 's-anna', false);
      await expect(recommend.recommend(KEY, showcase, IP)).rejects.toMatchObject({
        code: 'shop-not-published',
      });
    });

    it('opens an unpublished shop with its own preview token only', async () => {
      rules = [rule('Picked', picked('lamp'))];
      await shops.setActive('c-anna', 's-anna', false);
      expect(await served({ context: 'showcase', preview: `token-for-${KEY}` })).toEqual([
        ['Picked', ['lamp']],
      ]);
      await expect(
        served({ context: 'showcase', preview: 'token-for-key-other' }),
      ).rejects.toMatchObject({ code: 'preview-token-invalid' });
    });

    it('serves nothing on a plan below standard, with the rules still stored', async () => {
      rules = [rule('Picked', picked('lamp'))];
      plans = [plan('start')];
      expect(await served({ context: 'showcase' })).toEqual([]);
      plans = [plan('standard')];
      expect(await served({ context: 'showcase' })).toEqual([['Picked', ['lamp']]]);
    });
  });

  describe('what is served', () => {
    it('serves at most the rule cap, skipping rules with nothing to show', async () => {
      rules = [
        rule('Gone', picked('not-in-catalogue')),
        ...Array.from({ length: RECOMMEND_MAX_RULES + 2 }, (_, i) => rule(`R${i}`, picked('lamp'))),
      ];
      const names = (await served({ context: 'showcase' })).map(([name]) => name);
      expect(names).toHaveLength(RECOMMEND_MAX_RULES);
      expect(names[0]).toBe('R0');
    });

    it('caps the products of a rule whatever size it was saved with', async () => {
      rules = [rule('All sofas', queried('q=divano'), { kind: 'query', size: 500 })];
      const [allSofas] = await served({ context: 'showcase' });
      expect(allSofas?.[1]).toHaveLength(RECOMMEND_MAX_PRODUCTS);
    });

    it('fills a similar template from the stored product, or from the page when the catalogue lacks it', async () => {
      const template = queried('q=&filters[0][0][brand]={:context.item.brand}', true);
      rules = [rule('Same brand', template, { kind: 'similar', tag: 'similar' })];
      const similar = (fields: Record<string, string>) =>
        served({ context: 'product', tag: 'similar', ...fields });
      expect(await similar({ productId: 'sofa-0' })).toEqual([
        ['Same brand', ['sofa-1', 'sofa-2']],
      ]);
      expect(await similar({ productId: 'broken', brand: 'Luce' })).toEqual([
        ['Same brand', ['lamp']],
      ]);
    });

    it("ranks a history sort over the shop's saved interval", async () => {
      rules = [
        rule('Most clicked', queried('q=divano&sort[0][history.clicks]=DESC'), {
          kind: 'query',
          size: 2,
        }),
      ];
      const [mostClicked] = await served({ context: 'showcase' });
      expect(mostClicked?.[1][0]).toBe('sofa-59');
      expect(historyAsked).toEqual([['s-anna', 'clicks', 15]]);
    });
  });

  describe('Algolia Recommend models', () => {
    const ask = (model: string, extra: Record<string, unknown> = {}) => {
      const [request] = decodeRecommendBody({
        requests: [{ indexName: KEY, model, threshold: 0, ...extra }],
      });
      const asked = request && modelAsk(request);
      if (!asked) throw new Error(`no ask for ${model}`);
      return recommend
        .modelProducts(KEY, asked)
        .then((hits) => hits.map((hit) => hit.header.externalId));
    };

    beforeEach(() => {
      const brand = queried('q=&filters[0][0][brand]={:context.item.brand}', true);
      rules = [
        rule('In the layer', picked('sofa-9')),
        rule('Same brand', brand, { kind: 'similar', tag: 'similar' }),
        rule('Same brand again', brand, { kind: 'similar', tag: 'other' }),
        rule('With it', picked('lamp', 'sofa-5'), { tag: 'together' }),
        rule('Sofas', queried('q=divano'), { kind: 'query', tag: 'trend', size: 3 }),
      ];
    });

    it('maps related products onto the similar rules, each product once', async () => {
      expect(await ask('related-products', { objectID: 'sofa-0' })).toEqual(['sofa-1', 'sofa-2']);
      expect(await ask('related-products', { objectID: 'sofa-0', maxRecommendations: 1 })).toEqual([
        'sofa-1',
      ]);
    });

    it('maps bought together onto chosen and upselling rules, trending items onto stored searches', async () => {
      expect(await ask('bought-together', { objectID: 'sofa-0' })).toEqual(['lamp', 'sofa-5']);
      expect(await ask('trending-items')).toHaveLength(3);
    });

    it('answers unknown and unpublished shops like search, and nothing below standard', async () => {
      await expect(
        recommend.modelProducts('key-none', { accept: () => true, max: 5 }),
      ).rejects.toMatchObject({
        code: 'shop-not-found',
      });
      plans = [plan('start')];
      expect(await ask('trending-items')).toEqual([]);
      await shops.setActive('c-anna', 's-anna', false);
      await expect(ask('trending-items')).rejects.toMatchObject({ code: 'shop-not-published' });
    });
  });
});
