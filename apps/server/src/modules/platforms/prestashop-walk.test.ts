import type { PrestaShopCredentials } from '@trova/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import {
  PRESTASHOP_FAKE_KEY,
  startPrestaShopFake,
  type PrestaShopFake,
  type PrestaShopFakeOptions,
  type PrestaShopFakeTamper,
} from './fakes/prestashop/prestashop.fake';
import { PlatformHttp } from './platform-http';
import { createPrestaShopClient } from './prestashop.client';

// A full import sweeps every product it did not read: the walk must read everything or throw.

const fakes: PrestaShopFake[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.close()));
});

async function setup(options: PrestaShopFakeOptions = {}) {
  const fake = await startPrestaShopFake(options);
  fakes.push(fake);
  const http = new PlatformHttp({
    platform: 'PrestaShop',
    allowTarget: ({ port }) => port === fake.port,
    sleep: () => Promise.resolve(),
  });
  const credentials: PrestaShopCredentials = {
    platform: 'prestashop',
    storeUrl: fake.url,
    webserviceKey: PRESTASHOP_FAKE_KEY,
  };
  const client = createPrestaShopClient(credentials, http, {
    languageIso: 'it',
    timeZone: 'Europe/Rome',
    pageSize: 5,
  });
  return { fake, client };
}

async function count(pages: AsyncIterable<unknown[]>): Promise<number> {
  let total = 0;
  for await (const page of pages) total += page.length;
  return total;
}

/** Rewrites the full product pages only (not the id-only calls). */
const fullPages =
  (rewrite: (body: unknown, offset: number) => unknown): PrestaShopFakeTamper =>
  ({ resource, query, body }) =>
    resource === 'products' && query.get('display') === 'full'
      ? rewrite(body, Number(query.get('limit')?.split(',')[0] ?? 0))
      : body;

const productCalls = (fake: PrestaShopFake) =>
  fake.requests.filter((request) => request.path === '/api/products');

const invalid = { code: 'platform-answer-invalid' };

describe('PrestaShop product walk', () => {
  it('reads the whole catalogue when the webservice behaves', async () => {
    const { client } = await setup();
    await expect(count(client.products())).resolves.toBe(10);
  });

  it('fails instead of looping when the shop ignores `limit`', async () => {
    const { fake, client } = await setup();
    let first: unknown = null;
    fake.tamper(fullPages((body, offset) => (offset === 0 ? (first = body) : first)));
    await expect(count(client.products())).rejects.toMatchObject(invalid);
    expect(productCalls(fake).filter((call) => call.query.display === 'full')).toHaveLength(2);
  });

  it('fails on a `{}` page in the middle of the walk', async () => {
    const { fake, client } = await setup();
    fake.tamper(fullPages((body, offset) => (offset === 5 ? {} : body)));
    await expect(count(client.products())).rejects.toMatchObject(invalid);
  });

  it('fails on a bare array that is not the empty list', async () => {
    const { fake, client } = await setup();
    fake.tamper(fullPages((body, offset) => (offset === 5 ? [{ id: 99 }] : body)));
    await expect(count(client.products())).rejects.toMatchObject(invalid);
  });

  it('fails on an empty first page when the shop does have products', async () => {
    const { fake, client } = await setup();
    fake.tamper(fullPages(() => []));
    await expect(count(client.products())).rejects.toMatchObject({
      ...invalid,
      message: expect.stringContaining('empty first page') as unknown,
    });
  });

  it('reads a shop without products as an empty catalogue', async () => {
    const { client } = await setup({ products: [] });
    await expect(count(client.products())).resolves.toBe(0);
  });
});
