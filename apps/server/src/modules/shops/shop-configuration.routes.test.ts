import { shopStatus, type Plan, type Shop } from '@trova/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { pushBatch, registerCustomShop, type CustomShop } from '../../../test/custom-shops';
import { queryField, saveConf, searchIds, setupWith } from '../../../test/shop-setup';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { buildApp } from '../../app';
import { ShopPublishingService } from './shop-publishing.service';
import { ShopsRepository } from './shops.repository';

const PRODUCTS = [
  { id: 'a', title: 'Scarpa', brand: 'Alpha', color: 'red', productType: ['Donna > Scarpe'] },
  { id: 'b', title: 'Borsa', brand: 'Beta', color: 'red', productType: ['Donna > Borse'] },
  { id: 'c', title: 'Maglia', brand: 'Alpha', productType: ['Uomo/Maglie'] },
];

describe('shop configuration calls', () => {
  let app: TestApp;
  let owner: TestAccount;
  let shop: CustomShop;

  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, payload?: object) =>
    app.server.inject({
      method,
      url: `/API${path}`,
      headers: owner.headers,
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    app = await createTestApp({ PUBLIC_URL: 'https://trova.example' }, { indexDebounceMs: 0 });
    owner = await createAccount(app.server, app.config.dataDir, 'config@shop.it');
    shop = await registerCustomShop(app.server, owner);
    await pushBatch(app.server, owner.apiKey, shop.id, { upserts: PRODUCTS });
    await app.services.indexing.idle();
  });

  afterAll(async () => {
    await app.dispose();
  });

  it('normalises the wizard setup, starts fine tuning and answers the shop list', async () => {
    const setup = {
      ...setupWith({ query: { title: queryField(), brand: queryField() } }),
      boosting: ' brand , color',
      productUrl: 'whatever',
      productImage: { main: 'x', hover: 'y' },
    };
    const before = (await call('GET', '/shops')).json<Shop[]>()[0];
    expect(before && shopStatus(before)).toBe('configuring');
    const answer = await call('PUT', `/shops/${shop.id}/configuration`, {
      setup,
      sector: 'Fashion',
      cmsVersion: '2.4',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const [saved] = answer.json<Shop[]>();
    expect(saved?.id).toBe(shop.id);
    // The wizard's first two steps are kept on the shop with its setup.
    expect(saved).toMatchObject({ sector: 'Fashion', cms: { version: '2.4' } });
    // The wizard's setup completes a synced shop's lifecycle at once.
    expect(saved && shopStatus(saved)).toBe('completed');
    expect(saved?.setup).toMatchObject({
      boosting: 'brand',
      productUrl: 'link',
      productImage: { main: 'images', hover: 'images' },
    });
    expect(saved?.fineTuning).toEqual({
      weights: { title: 1, brand: 1 },
      ips: [],
      stopwords: [],
      synonyms: [],
    });
  });

  it('refuses a configuration the engine cannot index, and saves nothing', async () => {
    const query = Object.fromEntries(
      Array.from({ length: 17 }, (_, i) => [`field${i}`, queryField()]),
    );
    const answer = await saveConf(app.server, owner, shop.id, {
      setup: setupWith({ query }),
      layout: { primaryColor: '#000000' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'configuration-invalid' });
    const [stored] = (await call('GET', '/shops')).json<{ layout: unknown }[]>();
    expect(stored?.layout).toBeNull();
  });

  it('publishes with the trial plan and unpublishes', async () => {
    expect((await call('POST', `/shops/${shop.id}/activation`)).json()).toEqual({ status: 'OK' });
    expect((await call('GET', '/shops')).json()).toEqual([
      expect.objectContaining({ is_active: true }),
    ]);
    expect((await call('DELETE', `/shops/${shop.id}/activation`)).statusCode).toBe(200);
    expect((await call('GET', '/shops')).json()).toEqual([
      expect.objectContaining({ is_active: false }),
    ]);
  });

  it('refuses to publish without an active plan', async () => {
    const service = new ShopPublishingService({
      shops: new ShopsRepository(app.database.db),
      events: app.services.shopEvents,
      plans: () => [{ isActive: false } as Plan],
    });
    const caller = { customerId: owner.customerId, userId: '', sessionId: '' };
    await expect(service.publish(caller, shop.id)).rejects.toMatchObject({
      code: 'plan-not-active',
      status: 402,
    });
  });

  it("lists layer versions, 'latest' first, and the shop's loader", async () => {
    const versions = (await call('GET', '/versions')).json<{ versionName: string }[]>();
    expect(versions.map((v) => v.versionName)).toEqual(['latest', '0.1.0']);
    expect((await call('GET', `/shops/${shop.key}/loader`)).json()).toEqual({
      path: `https://trova.example/layer/latest/loader.js?key=${shop.key}`,
    });
  });

  it('stores SEO translations and answers distinct values and the category tree', async () => {
    const seo = { seo: { color: { red: 'rosso' } } };
    expect((await call('POST', `/shops/${shop.id}/seo`, seo)).statusCode).toBe(200);
    expect((await call('DELETE', `/shops/${shop.id}/seo`)).statusCode).toBe(200);
    const values = await call('GET', `/shops/${shop.id}/seo-values?attributes=brand,color`);
    expect(values.json()).toEqual({ values: [{ brand: ['Alpha', 'Beta'] }, { color: ['red'] }] });
    const tree = (await call('GET', `/shops/${shop.id}/categories`)).json<unknown>();
    expect(tree).toEqual([
      expect.objectContaining({
        identifier: 'Donna',
        parent: null,
        children: [
          { identifier: 'Donna/Borse', name: 'Borse', parent: 'Donna', children: [] },
          { identifier: 'Donna/Scarpe', name: 'Scarpe', parent: 'Donna', children: [] },
        ],
      }),
      expect.objectContaining({ identifier: 'Uomo', children: [expect.anything()] }),
    ]);
  });

  it('stores, answers and removes facet labels', async () => {
    const labels = { facets: { color: 'Colore' } };
    expect((await call('GET', `/shops/${shop.key}/facets`)).json()).toEqual({ facets: {} });
    expect((await call('POST', `/shops/${shop.id}/facets`, labels)).statusCode).toBe(200);
    expect((await call('GET', `/shops/${shop.key}/facets`)).json()).toEqual(labels);
    await call('DELETE', `/shops/${shop.id}/facets`);
    expect((await call('GET', `/shops/${shop.key}/facets`)).json()).toEqual({ facets: {} });
  });

  it('queues a sync when the feed URL of a feed shop is saved, changed or not', async () => {
    const feedShop = (
      await call('POST', '/integrations/google-shopping', {
        shopUrl: 'https://feed-shop.example',
        languageIso: 'it',
        feedUrl: 'https://feed.invalid/a.xml',
      })
    ).json<{ id: string }>();
    const jobs = async () =>
      (
        await app.database.db
          .selectFrom('jobs')
          .select('id')
          .where('shop_id', '=', feedShop.id)
          .execute()
      ).length;
    expect(await jobs()).toBe(1);
    // A feed shop's feed URL and language are editable in setup; a pushed shop's language only.
    const widgets = Object.fromEntries(
      (await call('GET', '/shops')).json<Shop[]>().map((s) => [s.id, s.editable_widgets]),
    );
    expect(widgets[feedShop.id]).toEqual(['feedUrl', 'language_iso']);
    expect(widgets[shop.id]).toEqual(['language_iso']);
    // The first sync has run its course (its retry waits 30 s): while a sync is still queued, a
    // second one would be redundant, so the queue keeps one.
    await app.services.jobs.idle();
    await app.database.db
      .updateTable('jobs')
      .set({ status: 'succeeded' })
      .where('shop_id', '=', feedShop.id)
      .execute();
    // Saving the same URL again is how an owner retries a failed sync.
    await call('PUT', `/shops/${feedShop.id}/data`, { feedUrl: 'https://feed.invalid/a.xml' });
    expect(await jobs()).toBe(2);
    await app.services.jobs.idle();
    await app.database.db
      .updateTable('jobs')
      .set({ status: 'succeeded' })
      .where('shop_id', '=', feedShop.id)
      .execute();
    await call('PUT', `/shops/${feedShop.id}/data`, { feedUrl: 'https://feed.invalid/b.xml' });
    expect(await jobs()).toBe(3);
    const refused = await call('PUT', `/shops/${feedShop.id}/data`, {
      feedUrl: 'https://user:pw@feed.invalid/c.xml',
    });
    expect(refused.json()).toMatchObject({ code: 'feed-url-invalid' });
    await call('DELETE', `/shops/${feedShop.id}`);
  });

  it('builds the index with the saved configuration on start', async () => {
    await saveConf(app.server, owner, shop.id, {
      setup: setupWith({ query: { brand: queryField('code') } }),
    });
    await app.services.indexing.idle();
    await call('POST', `/shops/${shop.id}/activation`);
    const restarted = await buildApp({
      config: app.config,
      database: app.database,
      runJobs: false,
    });
    try {
      await restarted.services.indexing.loadAll();
      expect(await searchIds(restarted.server, shop.key, 'Alpha')).toEqual(['a', 'c']);
      expect(await searchIds(restarted.server, shop.key, 'Scarpa')).toEqual([]);
    } finally {
      await restarted.server.close();
    }
  });
});
