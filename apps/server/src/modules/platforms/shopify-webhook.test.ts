import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShopifyFake, type ShopifyFake } from './fakes/shopify/shopify.fake';
import { verifyShopifyOAuthQuery, verifyShopifyWebhook } from './shopify-app';
import { shopifyWebhookNotice } from './shopify-webhook';

/** Signatures the fake computes as Shopify documents them, checked by @shopify/shopify-api. */
describe('Shopify webhook and OAuth signatures', () => {
  let fake: ShopifyFake;
  let received: { body: Buffer; headers: IncomingHttpHeaders }[];
  let url: string;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ body: Buffer.concat(chunks), headers: request.headers });
      response.end();
    });
  });

  beforeAll(async () => {
    fake = await startShopifyFake();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  });
  afterAll(async () => {
    await fake.close();
    await new Promise((resolve) => server.close(resolve));
  });

  const delivered = async (extra: { tamper?: boolean } = {}) => {
    received = [];
    await fake.deliver('products/update', { id: 8100000001, title: 'Zaino' }, { url, ...extra });
    const [delivery] = received;
    if (!delivery) throw new Error('nothing delivered');
    return delivery;
  };

  it('accepts a delivery signed with the app secret and names topic, shop and delivery id', async () => {
    const { body, headers } = await delivered();
    expect(await verifyShopifyWebhook(body, headers, fake.clientSecret)).toEqual({
      topic: 'products/update',
      shop: 'bottega-alpina.myshopify.com',
      deliveryId: headers['x-shopify-webhook-id'],
    });
  });

  it('refuses a tampered body, another secret, and a delivery without its id', async () => {
    const tampered = await delivered({ tamper: true });
    expect(await verifyShopifyWebhook(tampered.body, tampered.headers, fake.clientSecret)).toBe(
      null,
    );
    const { body, headers } = await delivered();
    expect(await verifyShopifyWebhook(body, headers, 'another-secret')).toBe(null);
    const { 'x-shopify-webhook-id': _id, ...withoutId } = headers;
    expect(await verifyShopifyWebhook(body, withoutId, fake.clientSecret)).toBe(null);
  });

  it("accepts the OAuth callback's query and refuses an altered or stale one", async () => {
    const query = fake.callbackQuery('state-1', 'code-1');
    expect(await verifyShopifyOAuthQuery(query, fake.clientSecret)).toBe(true);
    expect(
      await verifyShopifyOAuthQuery({ ...query, shop: 'x.myshopify.com' }, fake.clientSecret),
    ).toBe(false);
    const stale = fake.callbackQuery('state-1', 'code-1', Math.floor(Date.now() / 1000) - 600);
    expect(await verifyShopifyOAuthQuery(stale, fake.clientSecret)).toBe(false);
    expect(await verifyShopifyOAuthQuery({ ...query, hmac: undefined }, fake.clientSecret)).toBe(
      false,
    );
  });
});

describe('shopifyWebhookNotice', () => {
  it('turns each topic into what the sync does', () => {
    const product = { id: 8100000001, admin_graphql_api_id: 'gid://shopify/Product/8100000001' };
    expect(shopifyWebhookNotice('products/create', product)).toEqual({
      kind: 'changed',
      productIds: ['8100000001'],
    });
    expect(shopifyWebhookNotice('products/update', { id: 42 })).toEqual({
      kind: 'changed',
      productIds: ['42'],
    });
    expect(shopifyWebhookNotice('products/delete', { id: 42 })).toEqual({
      kind: 'deleted',
      productIds: ['42'],
    });
    expect(
      shopifyWebhookNotice('inventory_levels/update', { inventory_item_id: 4400000011 }),
    ).toEqual({ kind: 'inventory', inventoryItemIds: ['4400000011'] });
    expect(shopifyWebhookNotice('app/uninstalled', { id: 1 })).toEqual({ kind: 'uninstalled' });
    expect(shopifyWebhookNotice('shop/redact', {})).toEqual({ kind: 'ignored' });
    expect(shopifyWebhookNotice('products/update', { id: 'not-an-id' })).toEqual({
      kind: 'ignored',
    });
  });
});
