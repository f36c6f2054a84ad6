import { defaultDesktopLayout, defaultSetup, type Plan } from '@trova/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import {
  publishShop,
  pushBatch,
  registerCustomShop,
  type CustomShop,
} from '../../../test/custom-shops';
import { queryField, setupWith } from '../../../test/shop-setup';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ConfigurationEditsService } from '../configuration/index';
import { ShopsRepository } from './shops.repository';

/**
 * Rules a shop owner's console shows that the server enforces too, so another client cannot get
 * round them (docs/product/search-setup.md, docs/product/search-api.md).
 */
describe('rules the server enforces on shops', () => {
  let app: TestApp;
  let owner: TestAccount;
  let shop: CustomShop;

  const call = (method: 'GET' | 'PUT' | 'POST', path: string, payload?: object) =>
    app.server.inject({
      method,
      url: `/API${path}`,
      headers: owner.headers,
      ...(payload ? { payload } : {}),
    });
  const storefront = (key: string) =>
    app.server.inject({ method: 'GET', url: `/API/shops/${key}/search?q=scarpa` });

  beforeAll(async () => {
    app = await createTestApp({}, { indexDebounceMs: 0 });
    owner = await createAccount(app.server, app.config.dataDir, 'rules@shop.it');
    shop = await registerCustomShop(app.server, owner, 'https://shop.example', {
      published: false,
    });
    await pushBatch(app.server, owner.apiKey, shop.id, {
      upserts: [{ id: 'a', title: 'Scarpa rossa' }],
    });
    await app.services.indexing.idle();
  });
  afterAll(() => app.dispose());

  it('serves storefronts only once the shop is published, while the console preview always works', async () => {
    const hidden = await storefront(shop.key);
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json()).toMatchObject({ code: 'shop-not-published' });
    const preview = await call('GET', `/shops/${shop.key}/visual-machine/search?q=scarpa`);
    expect(preview.json()).toMatchObject({ results_count: 1 });
    await publishShop(app.server, owner, shop.id);
    expect((await storefront(shop.key)).json()).toMatchObject({ results_count: 1 });
    await call('POST', `/shops/${shop.id}/activation`);
    expect(
      (
        await app.server.inject({
          method: 'DELETE',
          url: `/API/shops/${shop.id}/activation`,
          headers: owner.headers,
        })
      ).statusCode,
    ).toBe(200);
    expect((await storefront(shop.key)).json()).toMatchObject({ code: 'shop-not-published' });
  });

  it("changes the language only where the shop's platform lets the owner choose it", async () => {
    expect((await call('PUT', `/shops/${shop.id}/lang`, { iso6391: 'en' })).statusCode).toBe(200);
    const shops = new ShopsRepository(app.database.db);
    await shops.insert({
      id: 'shopify-1',
      key: 'shopify-key',
      customer_id: owner.customerId,
      url: 'https://x.myshopify.com',
      sector: null,
      cms_type: 'shopify',
      cms_version: null,
      language_iso: 'it',
      created_at: 1,
    });
    const refused = await call('PUT', '/shops/shopify-1/lang', { iso6391: 'en' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'widget-not-editable' });
    expect((await shops.findById('shopify-1'))?.language_iso).toBe('it');
    // A pushed shop has no feed to point elsewhere.
    const feed = await call('PUT', `/shops/${shop.id}/data`, { feedUrl: 'https://x.it/f.xml' });
    expect(feed.json()).toMatchObject({ code: 'widget-not-editable' });
  });

  it('turns the icebreaker and group prices on only from their plans', async () => {
    const withPlan = (key: Plan['key']) =>
      new ConfigurationEditsService({
        shops: new ShopsRepository(app.database.db),
        configuration: app.services.configuration,
        now: Date.now,
        list: () => Promise.resolve([]),
        plans: () => [{ key, subscriptionTimestamp: null, isActive: true } as Plan],
      });
    const caller = { customerId: owner.customerId, userId: '', sessionId: '' };
    const icebreaker = { icebreaker: { isActive: true, number: 4 } };
    await expect(
      withPlan('little').save(caller, shop.id, { layout: icebreaker }),
    ).rejects.toMatchObject({ code: 'plan-feature-locked', status: 402 });
    await withPlan('start').save(caller, shop.id, { layout: icebreaker });
    const base = setupWith({ query: { title: queryField() } });
    const grouped = {
      ...base,
      config: {
        ...defaultSetup().config,
        groupPrice: { priceGroupId: 'b2b', currencyCode: 'EUR' },
      },
    };
    await expect(
      withPlan('standard').save(caller, shop.id, { setup: grouped }),
    ).rejects.toMatchObject({ code: 'plan-feature-locked' });
    await withPlan('advanced').save(caller, shop.id, { setup: grouped });
  });

  it('turns the price webhook on only for the advanced plan or higher', async () => {
    const withPlan = (key: Plan['key']) =>
      new ConfigurationEditsService({
        shops: new ShopsRepository(app.database.db),
        configuration: app.services.configuration,
        now: Date.now,
        list: () => Promise.resolve([]),
        plans: () => [{ key, subscriptionTimestamp: null, isActive: true } as Plan],
      });
    const caller = { customerId: owner.customerId, userId: '', sessionId: '' };
    const base = setupWith({ query: { title: queryField() } });
    const webhook = { isActive: true, url: 'https://shop.example/prices', key: 'k' };
    const hooked = { ...base, config: { ...defaultSetup().config, webhook } };
    await withPlan('standard').save(caller, shop.id, { setup: base });
    await expect(
      withPlan('standard').save(caller, shop.id, { setup: hooked }),
    ).rejects.toMatchObject({ code: 'plan-feature-locked' });
    expect(
      (await app.services.configuration.read(shop.id)).configuration.setup?.config.webhook,
    ).toMatchObject({ isActive: false });
    await withPlan('advanced').save(caller, shop.id, { setup: hooked });
    // Once on, a lower plan can still save other changes without touching the webhook.
    await withPlan('standard').save(caller, shop.id, { setup: { ...hooked, oosProducts: false } });
    expect((await app.services.configuration.read(shop.id)).configuration.setup).toMatchObject({
      oosProducts: false,
      config: { webhook },
    });
  });
  it('saves a showcase banner only with its image, target URL and name', async () => {
    const before = (await app.services.configuration.read(shop.id)).configuration.layout;
    const desktop = {
      ...defaultDesktopLayout(),
      showcase: true,
      showcaseItems: ['banner'],
      showcaseBanner: true,
      showcaseBannerSrc: 'https://shop.example/banner.png',
      showcaseBannerUrl: ' ',
      showcaseBannerName: '',
    };
    const refused = await call('PUT', `/shops/${shop.id}/conf`, { layout: { desktop } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'validation-failed' });
    expect((await app.services.configuration.read(shop.id)).configuration.layout).toEqual(before);

    const complete = { ...desktop, showcaseBannerUrl: '/sale', showcaseBannerName: 'Sale' };
    const saved = await call('PUT', `/shops/${shop.id}/conf`, { layout: { desktop: complete } });
    expect(saved.statusCode).toBe(200);
    expect(
      (await app.services.configuration.read(shop.id)).configuration.layout?.desktop,
    ).toMatchObject({ showcaseBannerName: 'Sale' });
  });
});
