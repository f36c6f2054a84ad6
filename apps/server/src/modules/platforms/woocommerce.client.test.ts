import type { WooCommerceCredentials } from '@trova/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { startWooCommerceFake, type WooCommerceFake } from './fakes/woocommerce/woocommerce.fake';
import {
  WOO_FIXTURE_PRODUCTS,
  WOO_FIXTURE_SHOWN_IDS,
} from './fakes/woocommerce/woocommerce.fixtures';
import { generateWooProducts } from './fakes/woocommerce/woocommerce.generator';
import { PlatformHttp } from './platform-http';
import { createWooCommerceClient } from './woocommerce.client';

/** The fake's and the client's clock: OAuth timestamps and modified dates agree on it. */
const NOW = Date.parse('2026-12-01T10:00:00Z');
let fake: WooCommerceFake | undefined;

afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function setup(products?: Parameters<typeof startWooCommerceFake>[0]) {
  const started = await startWooCommerceFake({ now: () => NOW, ...products });
  fake = started;
  const sleeps: number[] = [];
  const http = new PlatformHttp({
    platform: 'WooCommerce',
    allowTarget: ({ port }) => port === started.port,
    sleep: (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
  });
  const credentials: WooCommerceCredentials = {
    platform: 'woocommerce',
    storeUrl: started.url,
    consumerKey: started.consumerKey,
    consumerSecret: started.consumerSecret,
  };
  const client = createWooCommerceClient(credentials, http, { auth: { now: () => NOW } });
  return { fake: started, client, sleeps, credentials, http };
}

async function collect<T>(pages: AsyncIterable<T[]>): Promise<T[]> {
  const all: T[] = [];
  for await (const page of pages) all.push(...page);
  return all;
}

const api = (fake: WooCommerceFake, path: string) =>
  fake.requests.filter((request) => request.path === `/wp-json/wc/v3/${path}`);

describe('WooCommerce client', () => {
  it('checks the store with OAuth 1.0a over http, never sending the secret', async () => {
    const { fake, client } = await setup();
    const published = WOO_FIXTURE_PRODUCTS.filter((product) => product.status === 'publish');
    await expect(client.check()).resolves.toEqual({
      name: 'Rifugio Outdoor',
      currency: 'EUR',
      productCount: published.length,
    });
    const calls = fake.requests.filter((request) => request.path.startsWith('/wp-json/wc/'));
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      expect(call.status).toBe(200);
      expect(call.oauthConsumerKey).toBe(fake.consumerKey);
      expect(call.authorization).toBeNull();
      expect(JSON.stringify(call.query)).not.toContain(fake.consumerSecret);
    }
  });

  it('imports the published, visible products with variations folded in', async () => {
    const { client } = await setup();
    const products = await collect(client.products());
    expect(products.map((product) => product.id).sort()).toEqual([...WOO_FIXTURE_SHOWN_IDS].sort());
    const boots = products.find((product) => product.id === '101');
    expect(boots?.size).toBe('41, 42, 43');
    expect(boots?.salePrice?.amount).toBe(119);
  });

  it('follows X-WP-TotalPages and asks for no page past the last', async () => {
    const { fake, client } = await setup({
      products: generateWooProducts(250, { variableEvery: 50 }),
    });
    const products = await collect(client.products());
    expect(products).toHaveLength(250);
    const pages = api(fake, 'products').map((request) => request.query.page);
    expect(pages).toEqual(['1', '2', '3']);
    for (const request of api(fake, 'products')) {
      expect(request.query).toMatchObject({ per_page: '100', status: 'publish' });
    }
    const variationCalls = fake.requests.filter((request) => request.path.endsWith('/variations'));
    expect(variationCalls).toHaveLength(5);
  });

  it('backs off on 429 for as long as Retry-After says', async () => {
    const { fake, client, sleeps } = await setup();
    fake.throttle(2, 7);
    const published = WOO_FIXTURE_PRODUCTS.filter((product) => product.status === 'publish');
    await expect(client.check()).resolves.toMatchObject({ productCount: published.length });
    expect(sleeps).toEqual([7000, 7000]);
    expect(api(fake, 'products').map((request) => request.status)).toEqual([429, 429, 200]);
  });

  it('signs a retry anew when a gateway failed after WooCommerce spent the nonce', async () => {
    const { fake, client, sleeps } = await setup();
    fake.failAfterAuth(1);
    await expect(client.check()).resolves.toMatchObject({ name: 'Rifugio Outdoor' });
    const tries = api(fake, 'products');
    expect(tries.map((request) => request.status)).toEqual([504, 401, 200]);
    expect(sleeps).toHaveLength(1);
    // The refused retry reused the spent nonce; the last try has its own.
    expect(tries[1]?.query.oauth_nonce).toBe(tries[0]?.query.oauth_nonce);
    expect(tries[2]?.query.oauth_nonce).not.toBe(tries[0]?.query.oauth_nonce);
  });

  it('names a wrong key, a missing permission and an address without WooCommerce', async () => {
    const { fake, client, credentials, http } = await setup();
    fake.setKey({ consumerSecret: 'cs_not_the_right_one' });
    await expect(client.check()).rejects.toMatchObject({ code: 'platform-credentials-invalid' });
    fake.setKey({ consumerSecret: fake.consumerSecret });
    fake.setCapable(false);
    await expect(client.check()).rejects.toMatchObject({ code: 'platform-permission-missing' });
    const elsewhere = createWooCommerceClient(
      { ...credentials, storeUrl: `${fake.url}/negozio` },
      http,
    );
    await expect(elsewhere.check()).rejects.toMatchObject({ code: 'platform-api-not-found' });
  });

  it('reads changes since a time with modified_after, unpublished and trashed ones gone', async () => {
    const { fake, client } = await setup();
    const since = Math.floor(NOW / 1000) - 60;
    const zaino = fake.product(102);
    const lampada = fake.product(108);
    if (!zaino || !lampada) throw new Error('fixtures changed');
    fake.upsert({ ...zaino, name: 'Zaino 30 L Cresta Pro' });
    fake.upsert({ ...lampada, status: 'draft' });
    fake.trash(105);
    const changes = await collect(
      (async function* () {
        for await (const change of client.changedSince(since)) yield [change];
      })(),
    );
    const upserts = changes.flatMap((change) => change.upserts);
    const gone = changes.flatMap((change) => change.gone);
    expect(upserts.map((product) => [product.id, product.title])).toEqual([
      ['102', 'Zaino 30 L Cresta Pro'],
    ]);
    expect(gone.sort()).toEqual(['105', '108']);
    const asked = api(fake, 'products').map((request) => request.query);
    expect(asked[0]).toMatchObject({
      modified_after: '2026-12-01T09:59:00',
      dates_are_gmt: 'true',
    });
    expect(asked[0]?.status).toBeUndefined();
  });

  it('fetches products by id; missing, unpublished and malformed ids are gone', async () => {
    const { fake, client } = await setup();
    const changes = await client.fetchByIds(['102', '110', '999', 'abc']);
    expect(changes.upserts.map((product) => product.id)).toEqual(['102']);
    expect(changes.gone.sort()).toEqual(['110', '999', 'abc']);
    expect(api(fake, 'products').at(-1)?.query.include).toBe('102,110,999');
  });
});
