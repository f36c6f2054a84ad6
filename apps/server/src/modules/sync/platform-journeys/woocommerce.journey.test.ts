import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WOO_FIXTURE_PRODUCTS,
  WOO_FIXTURE_SHOWN_IDS,
  generateWooProducts,
  startWooCommerceFake,
  type WooCommerceFake,
  type WooFakeRequest,
} from '../../platforms/index';
import { PAST_A_DAY_MS, byNumber, codeOf, startJourney, type Journey } from './journey.harness';

/** 120 more published products after the fixtures: the import reads two pages of 100. */
const EXTRA = generateWooProducts(120, { variableEvery: 0 });
const SHOWN = [...WOO_FIXTURE_SHOWN_IDS, ...EXTRA.map((product) => String(product.id))].sort(
  byNumber,
);

/** The product list calls of a full import (not the check's `per_page=1`, nor a fetch by ids). */
function importPages(requests: readonly WooFakeRequest[]): WooFakeRequest[] {
  return requests.filter(
    (request) =>
      request.path === '/wp-json/wc/v3/products' &&
      request.query.per_page !== '1' &&
      request.query.include === undefined &&
      request.query.modified_after === undefined,
  );
}

/**
 * Issue 36's acceptance for WooCommerce, at server level: an owner connects a store with REST API
 * keys, the catalogue is imported page by page over the loopback fake, webhooks keep it in sync,
 * and deleting the shop removes the webhooks at the store.
 */
describe('WooCommerce journey', { timeout: 20_000 }, () => {
  let fake: WooCommerceFake;
  let journey: Journey;

  beforeAll(async () => {
    fake = await startWooCommerceFake({ products: [...WOO_FIXTURE_PRODUCTS, ...EXTRA] });
    journey = await startJourney({ ports: [fake.port] });
    await journey.listen();
  }, 60_000);
  afterAll(async () => {
    await journey?.dispose();
    await fake?.close();
  });

  const credentials = (consumerSecret = fake.consumerSecret) => ({
    platform: 'woocommerce' as const,
    storeUrl: fake.url,
    consumerKey: fake.consumerKey,
    consumerSecret,
  });

  it('refuses wrong keys, a missing capability and a private address by name, storing nothing', async () => {
    const connect = (storeCredentials: ReturnType<typeof credentials>) =>
      journey.call('POST', '/integrations/platforms', {
        shopUrl: storeCredentials.storeUrl,
        languageIso: 'it',
        credentials: storeCredentials,
      });
    const refused = await connect(credentials('cs_sbagliato0000000000000000000000000000'));
    expect(codeOf(refused)).toEqual([422, 'platform-credentials-invalid']);
    fake.setCapable(false);
    expect(codeOf(await connect(credentials()))).toEqual([422, 'platform-permission-missing']);
    fake.setCapable(true);
    // A loopback store outside the test allowance: the SSRF guard stays on, nothing is asked.
    const before = fake.requests.length;
    const elsewhere = { ...credentials(), storeUrl: `http://127.0.0.1:${fake.port + 1}` };
    expect(codeOf(await connect(elsewhere))).toEqual([422, 'platform-address-forbidden']);
    expect(fake.requests).toHaveLength(before);
    expect(await journey.shops()).toEqual([]);
    expect(await journey.linkedShops()).toEqual([]);
    expect(fake.webhooks).toEqual([]);
  });

  it('connects, imports, follows webhooks, and disconnects', async () => {
    fake.requests.length = 0;
    // The store's limiter throttles the first call: Trova waits the second it names, then retries.
    fake.throttle(1, 1);
    const shop = await journey.connect(fake.url, credentials());

    expect(fake.requests[0]?.status).toBe(429);
    expect(journey.sleeps).toContain(1000);
    expect(fake.requests[1]).toMatchObject({ path: fake.requests[0]?.path, status: 200 });
    // Plain-http store: OAuth 1.0a one-legged in the query, the owner's consumer key on every call.
    const api = fake.requests.filter((request) => request.path.startsWith('/wp-json/wc/v3/'));
    expect(api.length).toBeGreaterThan(3);
    for (const request of api) {
      expect(request.oauthConsumerKey).toBe(fake.consumerKey);
      expect(request.query.oauth_signature).toEqual(expect.any(String));
    }
    // Two pages of published products, following X-WP-TotalPages: no third page asked.
    const pages = importPages(fake.requests);
    expect(pages.map((request) => [request.query.page, request.query.status])).toEqual([
      ['1', 'publish'],
      ['2', 'publish'],
    ]);

    expect(await journey.notifications(shop.id)).toContain('synchronization-complete');

    // Drafts, private products and those hidden from the catalogue or search are not shown.
    expect(await journey.search(shop.key)).toEqual(SHOWN);
    expect(await journey.search(shop.key, 'Pantaloni Cammino')).toEqual([]);
    expect(await journey.search(shop.key, 'Fornelletto')).toEqual([]);

    // Webhooks were registered at the store, for Trova's intake route of this shop.
    const topics = fake.webhooks.map((webhook) => [webhook.topic, webhook.status]);
    expect(topics.sort()).toEqual([
      ['product.created', 'active'],
      ['product.deleted', 'active'],
      ['product.restored', 'active'],
      ['product.updated', 'active'],
    ]);
    for (const webhook of fake.webhooks) {
      expect(webhook.delivery_url).toMatch(new RegExp(`/API/webhooks/woocommerce/${shop.id}$`));
    }
    // WooCommerce pings each new webhook (unsigned, form-encoded): answered 200, so none is
    // counted as a failed delivery.
    expect(fake.pings.map((ping) => ping.status)).toEqual([200, 200, 200, 200]);

    // A change, delivered by the signed webhook: answered 200 and applied.
    const zaino = fake.product(102);
    expect(zaino).toBeDefined();
    if (zaino) fake.upsert({ ...zaino, name: 'Zaino 30 L Ghiacciaio' });
    const updated = await fake.deliver('product.updated', 102);
    expect(updated.map((delivery) => delivery.status)).toEqual([200]);
    await journey.idle();
    expect(await journey.search(shop.key, 'Ghiacciaio')).toEqual(['102']);

    // Two products saved in the same second: WooCommerce gives both deliveries one delivery id
    // (md5 of the webhook id and the second), yet both are changes to apply.
    const [tenda, borraccia] = [fake.product(106), fake.product(107)];
    if (tenda) fake.upsert({ ...tenda, name: 'Sacco a pelo Kilimangiaro' });
    if (borraccia) fake.upsert({ ...borraccia, name: 'Borraccia Zanzibar' });
    await new Promise((resolve) => setTimeout(resolve, 1010 - (Date.now() % 1000)));
    const both = [
      await fake.deliver('product.updated', 106),
      await fake.deliver('product.updated', 107),
    ];
    expect(both.flat().map((delivery) => delivery.status)).toEqual([200, 200]);
    await journey.idle();
    expect(await journey.search(shop.key, 'Kilimangiaro')).toEqual(['106']);
    expect(await journey.search(shop.key, 'Zanzibar')).toEqual(['107']);

    // A forged delivery (wrong signature) is refused and changes nothing.
    const forged = await journey.app.server.inject({
      method: 'POST',
      url: `/API/webhooks/woocommerce/${shop.id}`,
      headers: {
        'content-type': 'application/json',
        'x-wc-webhook-topic': 'product.deleted',
        'x-wc-webhook-signature': 'bm9uIMOoIGxhIGZpcm1h',
        'x-wc-webhook-delivery-id': 'falsa-1',
      },
      payload: { id: 101 },
    });
    expect(forged.statusCode).toBe(401);
    await journey.idle();
    expect(await journey.search(shop.key)).toContain('101');

    // A new product, announced by product.created.
    const base = fake.product(105);
    if (base) fake.upsert({ ...base, id: 150, name: 'Ramponi Seracco', sku: 'OUT-150' });
    const created = await fake.deliver('product.created', 150);
    expect(created.map((delivery) => delivery.status)).toEqual([200]);
    await journey.idle();
    expect(await journey.search(shop.key, 'Seracco')).toEqual(['150']);

    // A deletion, delivered the same way: the product leaves the search.
    fake.trash(104);
    const deleted = await fake.deliver('product.deleted', 104);
    expect(deleted.map((delivery) => delivery.status)).toEqual([200]);
    await journey.idle();
    expect(await journey.search(shop.key)).toEqual(
      [...SHOWN.filter((id) => id !== '104'), '150'].sort(byNumber),
    );

    // WooCommerce disabled a webhook after failed deliveries: the next import re-enables it.
    const paused = fake.webhooks[0];
    if (paused) paused.status = 'disabled';
    await journey.reconcile(shop.id);
    expect(fake.webhooks.map((webhook) => webhook.status)).toEqual([
      'active',
      'active',
      'active',
      'active',
    ]);

    // Disconnect: deleting the shop removes the webhooks at the store, then Trova calls no more.
    expect((await journey.call('DELETE', `/shops/${shop.id}`)).statusCode).toBe(200);
    await journey.idle();
    expect(fake.webhooks).toEqual([]);
    const removals = fake.requests.filter((request) => request.method === 'DELETE');
    expect(removals).toHaveLength(4);
    const seen = fake.requests.length;
    expect(await fake.deliver('product.updated', 102)).toEqual([]);
    // A day later every poll and reconciliation would be due: none is, for this shop.
    await journey.poll(PAST_A_DAY_MS);
    expect(fake.requests).toHaveLength(seen);
    expect(await journey.shops()).toEqual([]);
    expect(await journey.linkedShops()).toEqual([]);
  });
});
