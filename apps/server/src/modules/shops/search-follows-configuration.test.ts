import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { pushBatch, registerCustomShop, type CustomShop } from '../../../test/custom-shops';
import {
  fineTuningWith,
  queryField,
  saveConf,
  searchIds,
  setupWith,
} from '../../../test/shop-setup';
import { createTestApp, type TestApp } from '../../../test/test-app';

const PRODUCTS = [
  {
    id: 'shoe',
    title: 'Scarpa rossa',
    description: 'Comoda per camminare',
    brand: 'Alpha',
    mpn: 'AB-100',
    color: 'red',
    productType: ['Donna > Scarpe'],
    price: { amount: 50, currency: 'EUR' },
  },
  {
    id: 'bag',
    title: 'Borsa di pelle',
    description: 'Una scarpa in regalo con ogni borsa',
    brand: 'Beta',
    mpn: 'CD-200',
    color: 'black',
    productType: ['Donna > Borse'],
    price: { amount: 80, currency: 'EUR' },
  },
  {
    id: 'tee',
    title: 'Maglietta pantaloncini',
    description: 'Cotone bianco',
    brand: 'Alpha',
    productType: ['Uomo > Magliette'],
    price: { amount: 20, currency: 'EUR' },
  },
];

const TEXT_QUERY = {
  title: queryField(),
  description: queryField(),
  mpn: queryField('code'),
};

/**
 * Issue 6 acceptance: every configuration field reaches the engine through the public search API
 * after `PUT shops/{id}/conf`, in the same process (no restart).
 */
describe('search follows configuration', () => {
  let app: TestApp;
  let owner: TestAccount;
  let shop: CustomShop;

  const save = async (body: Parameters<typeof saveConf>[3]) => {
    const answer = await saveConf(app.server, owner, shop.id, body);
    expect(answer.statusCode, answer.body).toBe(200);
    await app.services.indexing.idle();
  };

  const search = async (q: string) => {
    const answer = await app.server.inject({
      method: 'GET',
      url: `/API/shops/${shop.key}/search?q=${encodeURIComponent(q)}`,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{
      results: { header: { externalId: string }; data: Record<string, unknown> }[];
      stats: Record<string, unknown>;
    }>();
  };

  beforeAll(async () => {
    app = await createTestApp({}, { indexDebounceMs: 0 });
    owner = await createAccount(app.server, app.config.dataDir, 'tuner@shop.it');
    shop = await registerCustomShop(app.server, owner);
    const pushed = await pushBatch(app.server, owner.apiKey, shop.id, { upserts: PRODUCTS });
    expect(pushed.statusCode, pushed.body).toBe(200);
    await app.services.indexing.idle();
  });

  afterAll(async () => {
    await app.dispose();
  });

  beforeEach(async () => {
    await save({ setup: setupWith({ query: TEXT_QUERY }), fineTuning: fineTuningWith({}) });
  });

  it('reorders results when a weight changes', async () => {
    await save({ fineTuning: fineTuningWith({ weights: { title: 5, description: 1, mpn: 1 } }) });
    expect(await searchIds(app.server, shop.key, 'scarpa')).toEqual(['shoe', 'bag']);
    await save({ fineTuning: fineTuningWith({ weights: { title: 1, description: 5, mpn: 1 } }) });
    expect(await searchIds(app.server, shop.key, 'scarpa')).toEqual(['bag', 'shoe']);
  });

  it('stops matching a stop word', async () => {
    expect((await searchIds(app.server, shop.key, 'regalo comoda')).sort()).toEqual([
      'bag',
      'shoe',
    ]);
    await save({ fineTuning: fineTuningWith({ stopwords: ['regalo'] }) });
    expect(await searchIds(app.server, shop.key, 'regalo comoda')).toEqual(['shoe']);
  });

  it("matches a 'code' field exactly, with no typos", async () => {
    expect(await searchIds(app.server, shop.key, 'AB-100')).toEqual(['shoe']);
    expect(await searchIds(app.server, shop.key, 'AB-101')).toEqual([]);
    expect(await searchIds(app.server, shop.key, 'AB-100 ')).toEqual(['shoe']);
    // The same field, text then code: a typo matches only while it is text.
    await save({ setup: setupWith({ query: { ...TEXT_QUERY, brand: queryField('text') } }) });
    expect((await searchIds(app.server, shop.key, 'Alphs')).sort()).toEqual(['shoe', 'tee']);
    await save({ setup: setupWith({ query: { ...TEXT_QUERY, brand: queryField('code') } }) });
    expect(await searchIds(app.server, shop.key, 'Alphs')).toEqual([]);
    expect((await searchIds(app.server, shop.key, 'Alpha')).sort()).toEqual(['shoe', 'tee']);
  });

  it("tolerates typos with 'fuzzy2' and none with 'none'", async () => {
    const typoed = 'pantalancini';
    expect(await searchIds(app.server, shop.key, typoed)).toEqual(['tee']);
    await save({
      setup: setupWith({ query: { ...TEXT_QUERY, title: queryField('text', 'none') } }),
    });
    expect(await searchIds(app.server, shop.key, typoed)).toEqual([]);
    expect(await searchIds(app.server, shop.key, 'pantaloncini')).toEqual(['tee']);
  });

  it("returns a synonym's products once the group is saved", async () => {
    expect(await searchIds(app.server, shop.key, 'tshirt')).toEqual([]);
    await save({ fineTuning: fineTuningWith({ synonyms: [['tshirt', 'maglietta']] }) });
    expect(await searchIds(app.server, shop.key, 'tshirt')).toEqual(['tee']);
  });

  it('takes a synonym phrase, and refuses entries that fold to the same word', async () => {
    expect(await searchIds(app.server, shop.key, 't shirt')).toEqual([]);
    await save({ fineTuning: fineTuningWith({ synonyms: [['t shirt', 'maglietta']] }) });
    expect(await searchIds(app.server, shop.key, 't shirt')).toEqual(['tee']);
    for (const fineTuning of [
      fineTuningWith({ stopwords: ['Rosso', 'rossò'] }),
      fineTuningWith({
        synonyms: [
          ['Maglietta', 'tee'],
          ['MAGLIETTÀ', 'shirt'],
        ],
      }),
    ]) {
      const refused = await saveConf(app.server, owner, shop.id, { fineTuning });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'validation-failed' });
    }
  });

  it('answers the facets and results fields of the setup', async () => {
    await save({
      setup: setupWith({
        query: TEXT_QUERY,
        results: ['title'],
        facets: ['brand', 'categories', 'price'],
      }),
    });
    let answer = await search('scarpa');
    expect(Object.keys(answer.stats).sort()).toEqual(['brand', 'categories', 'price']);
    expect(answer.stats.categories).toMatchObject({ Donna: 2, 'Donna/Scarpe': 1 });
    expect(answer.stats.price).toEqual({ min: 50, max: 80 });
    expect(answer.results[0]?.data).not.toHaveProperty('description');
    await save({
      setup: setupWith({ query: TEXT_QUERY, results: ['title', 'description'], facets: ['color'] }),
    });
    answer = await search('scarpa');
    expect(answer.stats).toEqual({ color: { red: 1, black: 1 } });
    expect(answer.results[0]?.data).toHaveProperty('description');
    expect(answer.results[0]?.data.title).toEqual(expect.any(String));
  });

  it('serves an excluded IP without counting its searches', async () => {
    const requests = async (): Promise<number> => {
      await app.services.eventWriter.flush();
      const shops = await app.server.inject({ url: '/API/shops', headers: owner.headers });
      return shops.json<{ id: string; requests: number }[]>()[0]?.requests ?? -1;
    };
    const before = await requests();
    await save({ fineTuning: fineTuningWith({ ips: ['10.1.2.3'] }) });
    expect(await searchIds(app.server, shop.key, 'scarpa', '10.1.2.3')).toHaveLength(2);
    expect(await requests()).toBe(before);
    await searchIds(app.server, shop.key, 'scarpa', '10.1.2.4');
    expect(await requests()).toBe(before + 1);
  });
});
