import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { pushBatch, registerCustomShop, type CustomShop } from '../../../test/custom-shops';
import { queryField, saveConf, searchIds, setupWith } from '../../../test/shop-setup';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ShopRuntimeRepository } from '../shops/index';

/**
 * Push changes reach the live index as deltas (docs/architecture.md, "Index"): searchable on the
 * next search, with no rebuild, and never answered from a cache entry made before them.
 */
describe('delta indexing through the push API', () => {
  let app: TestApp;
  let owner: TestAccount;
  let shop: CustomShop;

  const product = (id: string, title: string, extra: object = {}) => ({ id, title, ...extra });
  const put = (id: string, body: object) =>
    app.server.inject({
      method: 'PUT',
      url: `/API/integrations/custom/${shop.id}/products/${id}`,
      headers: { 'x-api-key': owner.apiKey },
      payload: body,
    });
  const remove = (id: string) =>
    app.server.inject({
      method: 'DELETE',
      url: `/API/integrations/custom/${shop.id}/products/${id}`,
      headers: { 'x-api-key': owner.apiKey },
    });
  const liveIndex = () => app.services.registry.get(shop.key)?.index;
  const indexStart = async () =>
    (await new ShopRuntimeRepository(app.database.db).get(shop.id)).last_index_start_time;

  beforeAll(async () => {
    // The answer cache is on, as in production; optimisation waits, so deltas stay deltas here.
    app = await createTestApp(
      { TROVA_SEARCH_CACHE_MB: '8' },
      { indexDebounceMs: 0, indexOptimizeDelayMs: 60_000 },
    );
    owner = await createAccount(app.server, app.config.dataDir, 'delta@shop.it');
    shop = await registerCustomShop(app.server, owner);
    await pushBatch(app.server, owner.apiKey, shop.id, {
      upserts: [product('a', 'Scarpa rossa'), product('b', 'Borsa nera')],
    });
    await saveConf(app.server, owner, shop.id, {
      setup: setupWith({ query: { title: queryField() } }),
    });
    await app.services.indexing.idle();
  });
  afterAll(() => app.dispose());

  it('answers a pushed batch on the next search, from the same index, without a rebuild', async () => {
    const index = liveIndex();
    const started = await indexStart();
    expect(await searchIds(app.server, shop.key, 'scarpa')).toEqual(['a']);
    // The same search again comes from the answer cache…
    const hits = app.services.search.cacheStats().hits;
    expect(await searchIds(app.server, shop.key, 'scarpa')).toEqual(['a']);
    expect(app.services.search.cacheStats().hits).toBe(hits + 1);
    // …until a delta lands: the cached answer is never served after it.
    const pushed = await pushBatch(app.server, owner.apiKey, shop.id, {
      upserts: [product('c', 'Scarpa blu')],
      deletes: ['b'],
    });
    expect(pushed.statusCode, pushed.body).toBe(200);
    expect(await searchIds(app.server, shop.key, 'scarpa')).toEqual(['a', 'c']);
    expect(await searchIds(app.server, shop.key, 'borsa')).toEqual([]);
    expect(liveIndex()).toBe(index);
    expect(app.services.indexing.isIndexing(shop.id)).toBe(false);
    expect(await indexStart()).toBe(started);
  });

  it('takes single products: a replaced title and a removal are searchable at once', async () => {
    const replaced = await put('a', { title: 'Sandalo rosso' });
    expect(replaced.json()).toMatchObject({ status: 'OK', upserted: 1 });
    expect(await searchIds(app.server, shop.key, 'sandalo')).toEqual(['a']);
    expect(await searchIds(app.server, shop.key, 'scarpa')).toEqual(['c']);
    const mismatched = await put('a', { id: 'z', title: 'Altro' });
    expect(mismatched.statusCode).toBe(400);
    expect(mismatched.json()).toMatchObject({ code: 'catalogue-batch-invalid' });
    expect((await remove('c')).json()).toMatchObject({ deleted: 1 });
    expect((await remove('c')).json()).toMatchObject({ deleted: 0 });
    expect(await searchIds(app.server, shop.key, 'scarpa')).toEqual([]);
  });

  it('leaves out a pushed out-of-stock product of a shop that hides them', async () => {
    await saveConf(app.server, owner, shop.id, {
      setup: { ...setupWith({ query: { title: queryField() } }), oosProducts: false },
    });
    await app.services.indexing.idle();
    await put('d', { title: 'Zaino verde', availability: 'out_of_stock' });
    expect(await searchIds(app.server, shop.key, 'zaino')).toEqual([]);
    await put('d', { title: 'Zaino verde', availability: 'in_stock' });
    expect(await searchIds(app.server, shop.key, 'zaino')).toEqual(['d']);
  });

  it('refuses pushes to a feed shop, whose next sync would undo them', async () => {
    const feedShop = await app.server.inject({
      method: 'POST',
      url: '/API/integrations/google-shopping',
      headers: owner.headers,
      payload: {
        shopUrl: 'https://f.it',
        languageIso: 'it',
        feedUrl: 'https://feed.invalid/f.xml',
      },
    });
    const { id } = feedShop.json<{ id: string }>();
    const refused = await pushBatch(app.server, owner.apiKey, id, { upserts: [product('x', 'X')] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'shop-not-pushable' });
  });
});
