import type { CatalogueProductInput } from '@trova/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startShopifyFake, type ShopifyFake } from './fakes/shopify/shopify.fake';
import { generateShopifyProducts } from './fakes/shopify/shopify.fixtures';
import { PlatformHttp } from './platform-http';
import { createShopifyClient } from './shopify.client';
import { SHOPIFY_API_VERSION } from './shopify-queries';

describe('createShopifyClient', () => {
  let fake: ShopifyFake;
  let waits: number[];
  let http: PlatformHttp;

  const client = (options: { pageSize?: number } = {}) =>
    createShopifyClient(
      { host: fake.shop, accessToken: fake.accessToken, apiOrigin: fake.origin },
      http,
      { sleep: (ms) => Promise.resolve(void waits.push(ms)), bulkPollMs: 5, ...options },
    );
  const start = async (products?: Parameters<typeof startShopifyFake>[0]) => {
    fake = await startShopifyFake(products);
    http = new PlatformHttp({
      platform: 'Shopify',
      allowTarget: ({ port }) => port === fake.port,
      sleep: (ms) => Promise.resolve(void waits.push(ms)),
    });
  };
  const all = async (pages: AsyncIterable<CatalogueProductInput[]>) => {
    const sizes: number[] = [];
    const products: CatalogueProductInput[] = [];
    for await (const page of pages) {
      sizes.push(page.length);
      products.push(...page);
    }
    return { sizes, products };
  };

  beforeEach(async () => {
    waits = [];
    await start();
  });
  afterEach(async () => {
    http.close();
    await fake.close();
  });

  it('checks the shop: name, currency and product count, with the access token', async () => {
    expect(await client().check()).toEqual({
      name: 'Bottega Alpina',
      currency: 'EUR',
      productCount: 12,
    });
    expect(fake.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: `/admin/api/${SHOPIFY_API_VERSION}/graphql.json`,
        accessToken: fake.accessToken,
        operation: 'TrovaShop',
      }),
    ]);
  });

  it('counts every product, past the 10,000 Shopify counts by default', async () => {
    fake.state.countLimit = 5;
    expect((await client().check()).productCount).toBe(12);
  });

  it('imports by a bulk export, folding variant, image and collection lines into products', async () => {
    const { products } = await all(client().products());
    expect(products.map((product) => product.id)).toHaveLength(11); // the draft is not shown
    expect(products.find((p) => p.title.includes('Ghiacciaio'))).toBeUndefined();
    const shoes = products.find((p) => p.title === 'Scarpe da trekking Dolomiti');
    expect(shoes).toMatchObject({
      id: '8100000001',
      link: 'https://bottega-alpina.example/products/scarpe-da-trekking-dolomiti',
      imageLink: 'https://cdn.bottega-alpina.example/files/scarpe-da-trekking-dolomiti-1.jpg',
      additionalImageLinks: [
        'https://cdn.bottega-alpina.example/files/scarpe-da-trekking-dolomiti-2.jpg',
      ],
      price: { amount: 129, currency: 'EUR' },
      availability: 'in_stock',
      brand: 'Passo Alto',
      size: '41, 42, 43',
      productType: ['Abbigliamento e accessori > Scarpe', 'Scarpe', 'Uomo > Scarpe > Trekking'],
    });
    expect(products.find((p) => p.title === 'Zaino 30 L Cresta')).toMatchObject({
      price: { amount: 89, currency: 'EUR' },
      salePrice: { amount: 69, currency: 'EUR' },
      color: 'Rosso, Blu',
    });
    expect(products.find((p) => p.title.startsWith('Sacco a pelo'))?.availability).toBe(
      'out_of_stock',
    );
    const operations = fake.requests.map((request) => request.operation ?? request.path);
    expect(operations).toEqual([
      'TrovaShop',
      'TrovaBulkRun',
      'TrovaBulkCurrent',
      'TrovaBulkCurrent',
      expect.stringMatching(/^\/bulk\/\d+\.jsonl$/),
    ]);
    expect(waits).toEqual([5]); // one pause while the export was running
  });

  it('waits for an export already running before starting its own', async () => {
    fake.state.bulk = { id: 'gid://shopify/BulkOperation/1', pollsLeft: 2, url: null };
    const { products } = await all(client().products());
    expect(products).toHaveLength(11);
    const runs = fake.requests.filter((request) => request.operation === 'TrovaBulkRun');
    expect(runs).toHaveLength(2);
  });

  it('imports nothing from a shop without products', async () => {
    fake.state.products.length = 0;
    expect((await all(client().products())).products).toEqual([]);
    expect(fake.requests.some((request) => request.path.startsWith('/bulk/'))).toBe(false);
  });

  it('streams a large export in pages', async () => {
    await fake.close();
    await start({ products: generateShopifyProducts(600) });
    const { sizes, products } = await all(client().products());
    expect(sizes).toEqual([250, 250, 100]);
    expect(new Set(products.map((product) => product.id)).size).toBe(600);
    expect(products[0]).toMatchObject({ size: 'M, L', price: { amount: 11, currency: 'EUR' } });
  });

  it('waits for the cost bucket when Shopify answers THROTTLED, and for Retry-After on 429', async () => {
    fake.throttleNext(2);
    fake.failNext(429, 1, '3');
    expect((await client().check()).name).toBe('Bottega Alpina');
    // 429 first (Retry-After 3 s), then twice THROTTLED: (110 − 10) / 50 per second = 2 s.
    expect(waits).toEqual([3000, 2000, 2000]);
    expect(fake.requests).toHaveLength(4);
  });

  it('gives up with platform-rate-limited when throttling does not end', async () => {
    fake.throttleNext(50);
    await expect(client().check()).rejects.toMatchObject({ code: 'platform-rate-limited' });
  });

  it('names a revoked token and a missing permission', async () => {
    const connected = client();
    fake.revokeToken();
    await expect(connected.check()).rejects.toMatchObject({ code: 'platform-credentials-invalid' });
    fake.failNext(403);
    await expect(client().fetchByIds(['1'])).rejects.toMatchObject({
      code: 'platform-permission-missing',
    });
  });

  it('reads products by id: shown ones upserted, drafts and unknown ones gone', async () => {
    const changes = await client().fetchByIds(['8100000002', '8100000012', '999']);
    expect(changes.upserts.map((product) => product.id)).toEqual(['8100000002']);
    expect(changes.upserts[0]).toMatchObject({ salePrice: { amount: 69, currency: 'EUR' } });
    expect(changes.gone).toEqual(['8100000012', '999']);
  });

  it('finds the products of inventory items', async () => {
    const item = fake.state.products[2]?.variants[1]?.inventoryItemId;
    expect(await client().productIdsForInventory?.([String(item), '1'])).toEqual(['8100000003']);
  });

  it('polls products updated since a time, following cursors', async () => {
    await fake.close();
    await start({ products: generateShopifyProducts(150) });
    for (const product of fake.state.products.slice(20)) product.updatedAt = '2026-11-20T10:00:00Z';
    const since = Date.parse('2026-11-10T00:00:00Z') / 1000;
    const ids: string[] = [];
    for await (const changes of client().changedSince(since)) {
      ids.push(...changes.upserts.map((product) => product.id));
    }
    expect(ids).toHaveLength(130);
    const pages = fake.requests.filter((request) => request.operation === 'TrovaChanged');
    expect(pages).toHaveLength(2);
  });

  it('registers the five webhooks once, and removes them', async () => {
    const callback = 'https://trova.example/API/webhooks/shopify';
    const ids = await client().register(callback, 'unused');
    expect(ids).toHaveLength(5);
    expect([...fake.state.webhooks.values()].map((hook) => hook.topic).sort()).toEqual([
      'APP_UNINSTALLED',
      'INVENTORY_LEVELS_UPDATE',
      'PRODUCTS_CREATE',
      'PRODUCTS_DELETE',
      'PRODUCTS_UPDATE',
    ]);
    expect((await client().register(callback, 'unused')).sort()).toEqual([...ids].sort());
    expect(fake.state.webhooks.size).toBe(5);
    await client().remove([...ids, 'gid://shopify/WebhookSubscription/1']);
    expect(fake.state.webhooks.size).toBe(0);
  });
});
