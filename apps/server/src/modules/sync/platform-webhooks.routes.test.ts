import { createHmac } from 'node:crypto';
import type { Shop } from '@trova/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { FakeStore, storeProduct } from '../../../test/fake-platform-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { PlatformError } from '../platforms/index';

const SECRET = 'shpss_app_secret';
const HOST = 'bottega-alpina.myshopify.com';

/**
 * The webhook intake as an attacker meets it: only a delivery signed for the shop it names is
 * queued, once, and another shop's secret, a forged Shopify HMAC or an unknown store change
 * nothing. Shopify's deliveries are checked by @shopify/shopify-api with the app's secret.
 */
describe('platform webhook routes', { timeout: 60_000 }, () => {
  let app: TestApp;
  let store: FakeStore;
  let anna: TestAccount;
  let marco: TestAccount;
  let annaShop: string;
  let marcoShop: string;
  let shopifyShop: string;

  beforeAll(async () => {
    store = new FakeStore();
    app = await createTestApp(
      { TROVA_SHOPIFY_CLIENT_ID: 'client-1', TROVA_SHOPIFY_CLIENT_SECRET: SECRET },
      {
        indexDebounceMs: 0,
        sync: {
          runner: { backoffMs: [], pollMs: 20 },
          platformClient: (link) => store.client(link),
        },
      },
    );
    anna = await createAccount(app.server, app.config.dataDir, 'anna-hooks@shop.it');
    marco = await createAccount(app.server, app.config.dataDir, 'marco-hooks@shop.it');
    annaShop = await connect(anna);
    marcoShop = await connect(marco);
    // A Shopify shop as its install leaves it: linked by its host.
    shopifyShop = await connect(anna);
    await app.services.platformLinks.remove(shopifyShop);
    await app.services.platformLinks.insert({
      shopId: shopifyShop,
      platform: 'shopify',
      credentials: { platform: 'shopify', host: HOST, accessToken: 'shpat_1' },
      storeKey: HOST,
      now: 1,
    });
  });
  afterAll(() => app.dispose());

  async function connect(account: TestAccount): Promise<string> {
    const answer = await app.server.inject({
      method: 'POST',
      url: '/API/integrations/platforms',
      headers: account.headers,
      payload: {
        shopUrl: 'https://scarpe.example',
        languageIso: 'it',
        credentials: {
          platform: 'woocommerce',
          storeUrl: 'https://scarpe.example',
          consumerKey: 'ck',
          consumerSecret: 'cs',
        },
      },
    });
    await app.services.jobs.idle();
    return answer.json<{ id: string }>().id;
  }

  async function changeJobs(shopId: string): Promise<number> {
    const rows = await app.database.db
      .selectFrom('jobs')
      .select('id')
      .where('name', '=', 'platform.changes')
      .where('shop_id', '=', shopId)
      .execute();
    return rows.length;
  }

  function shopify(topic: string, payload: object, id: string, secret = SECRET) {
    const body = JSON.stringify(payload);
    return app.server.inject({
      method: 'POST',
      url: '/API/webhooks/shopify',
      headers: {
        'content-type': 'application/json',
        'x-shopify-hmac-sha256': createHmac('sha256', secret).update(body).digest('base64'),
        'x-shopify-topic': topic,
        'x-shopify-shop-domain': HOST,
        'x-shopify-api-version': '2025-01',
        'x-shopify-webhook-id': id,
        'x-shopify-triggered-at': new Date().toISOString(),
        'x-shopify-event-id': `e-${id}`,
      },
      payload: body,
    });
  }

  it("refuses a delivery signed with another shop's secret", async () => {
    const marcoLink = await app.services.platformLinks.find(marcoShop);
    const body = JSON.stringify({ id: 1 });
    const signature = createHmac('sha256', marcoLink?.webhook_secret ?? '')
      .update(body)
      .digest('base64');
    const answer = await app.server.inject({
      method: 'POST',
      url: `/API/webhooks/woocommerce/${annaShop}`,
      headers: {
        'content-type': 'application/json',
        'x-wc-webhook-signature': signature,
        'x-wc-webhook-topic': 'product.deleted',
      },
      payload: body,
    });
    expect(answer.statusCode).toBe(401);
    expect(await changeJobs(annaShop)).toBe(0);
  });

  it('queues a Shopify delivery once, and refuses a forged one', async () => {
    store.products.push(storeProduct('8100000001', 'Zaino da città'));
    const first = await shopify('products/update', { id: 8100000001 }, 'w-1');
    expect([first.statusCode, first.json()]).toEqual([200, { received: true, outcome: 'queued' }]);
    expect((await shopify('products/update', { id: 8100000001 }, 'w-1')).json()).toEqual({
      received: true,
      outcome: 'duplicate',
    });
    const forged = await shopify('products/update', { id: 8100000001 }, 'w-2', 'not-the-secret');
    expect(forged.statusCode).toBe(401);
    await app.services.jobs.idle();
    expect(await changeJobs(shopifyShop)).toBe(1);
    const stored = await app.database.db
      .selectFrom('products')
      .select('product_id')
      .where('shop_id', '=', shopifyShop)
      .where('product_id', '=', '8100000001')
      .execute();
    expect(stored).toHaveLength(1);
  });

  it('re-reads the products of a stock notice through their inventory items', async () => {
    store.products.push(storeProduct('8100000002', 'Borraccia 1 L'));
    store.inventory.set('44001', '8100000002');
    const answer = await shopify('inventory_levels/update', { inventory_item_id: 44001 }, 'w-5');
    expect(answer.json()).toEqual({ received: true, outcome: 'queued' });
    await app.services.jobs.idle();
    expect(store.calls).toContain('productIdsForInventory');
    const stored = await app.database.db
      .selectFrom('products')
      .select('product_id')
      .where('shop_id', '=', shopifyShop)
      .where('product_id', '=', '8100000002')
      .execute();
    expect(stored).toHaveLength(1);
  });

  it('answers compliance topics with nothing to do, and records an uninstall', async () => {
    const redact = await shopify('customers/redact', { shop_domain: HOST }, 'w-3');
    expect(redact.json()).toEqual({ received: true, outcome: 'ignored' });
    expect((await shopify('app/uninstalled', { id: 1 }, 'w-4')).statusCode).toBe(200);
    const shops = await app.server.inject({
      method: 'GET',
      url: '/API/shops',
      headers: anna.headers,
    });
    const shop = shops.json<Shop[]>().find((candidate) => candidate.id === shopifyShop);
    expect(shop?.syncError?.code).toBe('platform-credentials-invalid');
  });

  it("keeps a shop whose app was installed again when Shopify's erasure request comes", async () => {
    // The token held now still works: the owner re-installed after the uninstall being erased.
    expect((await shopify('shop/redact', { shop_domain: HOST }, 'w-5')).statusCode).toBe(200);
    expect(await app.services.platformLinks.find(shopifyShop)).toBeDefined();
  });

  it("deletes the shop and its catalogue on Shopify's erasure request", async () => {
    store.failWith = new PlatformError('platform-credentials-invalid', 'the app was uninstalled');
    expect((await shopify('shop/redact', { shop_domain: HOST }, 'w-6')).statusCode).toBe(200);
    store.failWith = undefined;
    const shops = await app.server.inject({
      method: 'GET',
      url: '/API/shops',
      headers: anna.headers,
    });
    expect(shops.json<Shop[]>().map((shop) => shop.id)).not.toContain(shopifyShop);
    expect(await app.services.platformLinks.find(shopifyShop)).toBeUndefined();
    const products = await app.database.db
      .selectFrom('products')
      .select('product_id')
      .where('shop_id', '=', shopifyShop)
      .execute();
    expect(products).toEqual([]);
  });
});
