import type { CatalogueProductInput, PrestaShopCredentials } from '@trova/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import {
  PRESTASHOP_FAKE_KEY,
  PRESTASHOP_FAKE_RESOURCES,
  startPrestaShopFake,
  type PrestaShopFake,
  type PrestaShopFakeOptions,
} from './fakes/prestashop/prestashop.fake';
import { generatePrestaShopProducts } from './fakes/prestashop/prestashop.fixtures';
import { PlatformHttp } from './platform-http';
import { createPrestaShopClient } from './prestashop.client';

const fakes: PrestaShopFake[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.close()));
});

interface Setup extends PrestaShopFakeOptions {
  key?: string;
  languageIso?: string;
  /** The client's idea of the shop's zone; null leaves it unknown. */
  shopZone?: string | null;
}

async function setup(options: Setup = {}) {
  const fake = await startPrestaShopFake(options);
  fakes.push(fake);
  const sleeps: number[] = [];
  const http = new PlatformHttp({
    platform: 'PrestaShop',
    allowTarget: ({ port }) => port === fake.port,
    sleep: (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
  });
  const credentials: PrestaShopCredentials = {
    platform: 'prestashop',
    storeUrl: fake.url,
    webserviceKey: options.key ?? PRESTASHOP_FAKE_KEY,
  };
  const client = createPrestaShopClient(credentials, http, {
    languageIso: options.languageIso ?? 'it',
    timeZone: options.shopZone === null ? undefined : (options.shopZone ?? 'Europe/Rome'),
    pageSize: 5,
  });
  return { fake, client, sleeps };
}

async function all(client: Awaited<ReturnType<typeof setup>>['client']) {
  const products: CatalogueProductInput[] = [];
  for await (const page of client.products()) products.push(...page);
  return products;
}

const productCalls = (fake: PrestaShopFake) =>
  fake.requests.filter((request) => request.path === '/api/products');

describe('createPrestaShopClient', () => {
  it('sends the key as the Basic user with an empty password, and asks for JSON', async () => {
    const { fake, client } = await setup();
    await all(client);
    const expected = `Basic ${Buffer.from(`${PRESTASHOP_FAKE_KEY}:`).toString('base64')}`;
    expect(fake.requests.length).toBeGreaterThan(0);
    for (const request of fake.requests) {
      expect(request.authorization).toBe(expected);
      expect(request.query['ws_key']).toBeUndefined();
      expect(request.query['output_format']).toBe('JSON');
    }
  });

  it('pages products by limit=offset,count and stops at the first short page', async () => {
    const { fake, client } = await setup({ products: generatePrestaShopProducts(12) });
    const products = await all(client);
    expect(products.map((product) => product.id)).toEqual(
      Array.from({ length: 12 }, (_, index) => String(index + 1)),
    );
    expect(productCalls(fake).map((request) => request.query['limit'])).toEqual([
      '0,5',
      '5,5',
      '10,5',
    ]);
    expect(productCalls(fake)[0]?.query['filter[active]']).toBe('[1]');
  });

  it('asks one more page when the last page is exactly full, and no further', async () => {
    const { fake, client } = await setup({ products: generatePrestaShopProducts(10) });
    expect(await all(client)).toHaveLength(10);
    expect(productCalls(fake).map((request) => request.query['limit'])).toEqual([
      '0,5',
      '5,5',
      '10,5',
    ]);
  });

  it.each([429, 509])('waits as Retry-After says when the host answers %i', async (status) => {
    const { fake, client, sleeps } = await setup();
    fake.failNext(status, { retryAfter: '7', times: 2 });
    const products = await all(client);
    expect(products.length).toBeGreaterThan(0);
    expect(sleeps).toEqual([7000, 7000]);
  });

  it('gives up as rate limited when 509 does not stop', async () => {
    const { fake, client } = await setup();
    fake.failNext(509, { retryAfter: '1', times: 50 });
    await expect(client.check()).rejects.toMatchObject({ code: 'platform-rate-limited' });
  });

  it('names a wrong key as invalid credentials', async () => {
    const { client } = await setup({ key: 'WRONGKEY00000000000000000000000X' });
    await expect(client.check()).rejects.toMatchObject({ code: 'platform-credentials-invalid' });
    await expect(all(client)).rejects.toMatchObject({ code: 'platform-credentials-invalid' });
  });

  it('names a key without products as a missing permission, at check and at import', async () => {
    const limited = 'LIMITEDKEY0000000000000000000001';
    const resources = PRESTASHOP_FAKE_RESOURCES.filter((name) => name !== 'products');
    const { client } = await setup({ key: limited, keys: { [limited]: resources } });
    await expect(client.check()).rejects.toMatchObject({
      code: 'platform-permission-missing',
      message: expect.stringContaining('products') as unknown,
    });
    await expect(all(client)).rejects.toMatchObject({ code: 'platform-permission-missing' });
  });

  it('names a key not given this shop (403) as a missing permission', async () => {
    const other = 'OTHERSHOPKEY00000000000000000001';
    const { client } = await setup({ key: other, keysWithoutShop: [other] });
    await expect(client.check()).rejects.toMatchObject({ code: 'platform-permission-missing' });
  });

  it('names a switched-off webservice as no API, without retrying', async () => {
    const { fake, client, sleeps } = await setup({ disabled: true });
    await expect(client.check()).rejects.toMatchObject({ code: 'platform-api-not-found' });
    expect(sleeps).toEqual([]);
    expect(fake.requests).toHaveLength(1);
  });

  it('checks the shop: name, default currency and active product count', async () => {
    const { client } = await setup();
    expect(await client.check()).toEqual({
      name: 'Montagna Viva',
      currency: 'EUR',
      productCount: 12,
    });
  });

  it('reads names in the shop language and falls back to the first language', async () => {
    const english = await setup({ languageIso: 'en-GB' });
    const products = await all(english.client);
    expect(products.find((product) => product.id === '2')?.title).toBe('Backpack 30 L');
    const italian = await setup({ languageIso: 'it' });
    const byId = new Map((await all(italian.client)).map((product) => [product.id, product]));
    expect(byId.get('2')?.title).toBe('Zaino 30 L');
    expect(byId.get('8')?.title).toBe('Sleeping bag -5 °C');
  });

  it('prices with tax through the price parameters, discounts as sale prices', async () => {
    const { fake, client } = await setup();
    const byId = new Map((await all(client)).map((product) => [product.id, product]));
    expect(byId.get('2')?.price).toEqual({ amount: 61, currency: 'EUR' });
    expect(byId.get('2')?.salePrice).toEqual({ amount: 54.9, currency: 'EUR' });
    const call = productCalls(fake)[0];
    expect(call?.query['price[trova_final][use_tax]']).toBe('1');
    expect(call?.query['price[trova_regular][use_reduction]']).toBe('0');
  });

  it('folds combinations: lowest buyable price, sizes and colours, in stock when one is', async () => {
    const { client } = await setup();
    const byId = new Map((await all(client)).map((product) => [product.id, product]));
    // Size 40 is sold out; 42 at 100 + 22% and 44 at 110 + 22% remain.
    expect(byId.get('1')).toMatchObject({
      price: { amount: 122, currency: 'EUR' },
      availability: 'in_stock',
      size: '40, 42, 44',
      productType: ['Uomo > Scarpe > Trekking'],
      brand: 'Alpina Sport',
      gtin: '8001234500001',
      mpn: 'MV-0001',
    });
    expect(byId.get('3')).toMatchObject({ size: 'S, M, L', color: 'Rosso, Blu' });
    expect(byId.get('4')?.availability).toBe('backorder');
    expect(byId.get('5')?.availability).toBe('out_of_stock');
    expect([...byId.keys()]).not.toContain('6');
    expect([...byId.keys()]).not.toContain('7');
    expect([...byId.keys()]).not.toContain('10');
  });

  it('polls date_upd with date=1 and returns the changed product', async () => {
    let clock = Date.UTC(2026, 10, 29, 9, 0, 0) / 1000;
    const { fake, client } = await setup({ now: () => clock });
    clock += 600;
    fake.updateProduct(2, { name: { it: 'Zaino 32 L', en: 'Backpack 32 L' } });
    fake.updateProduct(6, { reference: 'still inactive' });
    const pages = [];
    for await (const page of client.changedSince(clock - 60)) pages.push(page);
    const call = productCalls(fake).at(-1);
    expect(call?.query['date']).toBe('1');
    // 09:09:00 UTC is 10:09:00 in Rome, where the shop writes date_upd.
    expect(call?.query['filter[date_upd]']).toBe('[2026-11-29 10:09:00,9999-12-31 23:59:59]');
    expect(pages.flatMap((page) => page.upserts).map((product) => product.title)).toEqual([
      'Zaino 32 L',
    ]);
    expect(pages.flatMap((page) => page.gone)).toEqual(['6']);
  });

  it('widens the poll by 12 hours when the shop zone is unknown; no change, no page', async () => {
    const { fake, client } = await setup({ shopZone: null });
    const since = Date.UTC(2030, 0, 2, 12, 0, 0) / 1000;
    const pages = [];
    for await (const page of client.changedSince(since)) pages.push(page);
    expect(pages).toEqual([]);
    expect(productCalls(fake).map((call) => call.query['filter[date_upd]'])).toEqual([
      '[2030-01-02 00:00:00,9999-12-31 23:59:59]',
    ]);
  });

  it('fetches by ids and reports inactive, hidden and missing products as gone', async () => {
    const { fake, client } = await setup();
    fake.deleteProduct(9);
    const changes = await client.fetchByIds(['1', '6', '7', '9', '404', 'x']);
    expect(changes.upserts.map((product) => product.id)).toEqual(['1']);
    expect([...changes.gone].sort()).toEqual(['404', '6', '7', '9', 'x']);
    expect(productCalls(fake).at(-1)?.query['filter[id]']).toBe('[1|6|7|9|404]');
  });
});
