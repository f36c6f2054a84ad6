import type { CatalogueProductInput, StoredenCredentials } from '@trova/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import {
  STOREDEN_FIXTURE_EXCHANGE,
  STOREDEN_FIXTURE_KEY,
  STOREDEN_FIXTURE_PRODUCTS,
} from './fakes/storeden/storeden.fixtures';
import { startStoredenFake, type StoredenFake } from './fakes/storeden/storeden.fake';
import { PlatformHttp } from './platform-http';
import { createStoredenClient, type StoredenClientOptions } from './storeden.client';

const credentials: StoredenCredentials = {
  platform: 'storeden',
  storeUrl: 'https://www.sentierialti.example',
  apiKey: STOREDEN_FIXTURE_KEY,
  exchange: STOREDEN_FIXTURE_EXCHANGE,
};

let fake: StoredenFake | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function setUp(
  options: StoredenClientOptions & { apiKey?: string; maxRetries?: number } = {},
  fakeOptions: Parameters<typeof startStoredenFake>[0] = {},
) {
  const started = await startStoredenFake(fakeOptions);
  fake = started;
  const sleeps: number[] = [];
  const http = new PlatformHttp({
    platform: 'Storeden',
    allowTarget: ({ port }) => port === started.port,
    maxRetries: options.maxRetries ?? 5,
    sleep: (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
  });
  const client = createStoredenClient(
    { ...credentials, apiKey: options.apiKey ?? credentials.apiKey },
    http,
    { apiBase: started.url, pageSize: 5, ...options },
  );
  return { fake: started, client, sleeps };
}

async function all(pages: AsyncIterable<CatalogueProductInput[]>) {
  const products: CatalogueProductInput[] = [];
  for await (const page of pages) products.push(...page);
  return products;
}

const pagesAsked = (log: StoredenFake['requests']) =>
  log.filter((r) => r.path === '/v1.1/products/paginated_list.json').map((r) => r.query.page);

describe('createStoredenClient', () => {
  it('checks the store with key and exchange headers on every call', async () => {
    const { fake, client } = await setUp();
    await expect(client.check()).resolves.toEqual({
      name: 'Sentieri Alti',
      currency: 'EUR',
      productCount: null,
    });
    expect(fake.requests.map((r) => r.path)).toEqual([
      '/v1.1/store/info.json',
      '/v1.1/products/paginated_list.json',
    ]);
    for (const request of fake.requests) {
      expect(request).toMatchObject({
        key: STOREDEN_FIXTURE_KEY,
        exchange: STOREDEN_FIXTURE_EXCHANGE,
      });
    }
  });

  it('names a refused key and a refused permission', async () => {
    const refused = await setUp({ apiKey: 'not-the-key' });
    await expect(refused.client.check()).rejects.toMatchObject({
      code: 'platform-credentials-invalid',
    });
    await refused.fake.close();
    const { fake, client } = await setUp();
    fake.failNext(403);
    await expect(client.check()).rejects.toMatchObject({ code: 'platform-permission-missing' });
  });

  it('reads Storeden errors told in a 200 body, never as an empty page', async () => {
    const { fake, client } = await setUp();
    fake.failNext(401, { inBody: true });
    await expect(client.check()).rejects.toMatchObject({ code: 'platform-credentials-invalid' });
    const pages = client.products()[Symbol.asyncIterator]();
    await pages.next();
    fake.failNext(509, { inBody: true });
    await expect(pages.next()).rejects.toMatchObject({ code: 'platform-rate-limited' });
    fake.failNext(404, { inBody: true });
    await expect(client.fetchByIds(['5102'])).resolves.toEqual({ upserts: [], gone: ['5102'] });
  });

  it('imports every published product and stops paging at the short last page', async () => {
    const { fake, client } = await setUp();
    const products = await all(client.products());
    const published = STOREDEN_FIXTURE_PRODUCTS.filter((p) => p.status === 1);
    expect(products.map((p) => p.id).sort()).toEqual(published.map((p) => String(p.uid)).sort());
    expect(pagesAsked(fake.requests)).toEqual(['1', '2', '3']);
    // Rows that carry everything map as they are: no detail call at all.
    expect(fake.requests.filter((r) => r.path === '/v1.1/products/product.json')).toEqual([]);
    expect(products.find((p) => p.id === '5101')).toMatchObject({
      size: '41, 42, 43',
      price: { amount: 129.9, currency: 'EUR' },
      salePrice: { amount: 119.9, currency: 'EUR' },
      productType: ['Uomo > Scarpe > Trekking'],
      brand: 'Montevia',
    });
  });

  it('reads each product by its detail when the list serves only the documented nodes', async () => {
    const full = await setUp();
    const expected = await all(full.client.products());
    await full.fake.close();
    const withheld = ['slug', 'sku', 'stock_count'];
    const { fake, client } = await setUp({}, { withholdNodes: withheld });
    const products = await all(client.products());
    const byId = (list: CatalogueProductInput[]) =>
      [...list].sort((a, b) => a.id.localeCompare(b.id));
    expect(byId(products)).toEqual(byId(expected));
    const details = fake.requests.filter((r) => r.path === '/v1.1/products/product.json');
    expect(details).toHaveLength(expected.length);
  });

  it('stops on an empty page when the last page is full', async () => {
    const ten = STOREDEN_FIXTURE_PRODUCTS.slice(0, 10);
    const { fake, client } = await setUp({}, { products: ten });
    expect(await all(client.products())).toHaveLength(ten.filter((p) => p.status === 1).length);
    expect(pagesAsked(fake.requests)).toEqual(['1', '2', '3']);
  });

  it('waits as Retry-After says on 429 and on Storeden’s 509, then carries on', async () => {
    const { fake, client, sleeps } = await setUp();
    fake.failNext(429, { retryAfter: '3' });
    fake.failNext(509, { retryAfter: '7' });
    await expect(client.check()).resolves.toMatchObject({ name: 'Sentieri Alti' });
    expect(sleeps).toEqual([3000, 7000]);
    expect(fake.requests.filter((r) => r.path === '/v1.1/store/info.json')).toHaveLength(3);
  });

  it('gives up as rate-limited when the limit does not lift', async () => {
    const { fake, client } = await setUp({ maxRetries: 2 });
    fake.failNext(509, { retryAfter: '1', times: 3 });
    await expect(client.check()).rejects.toMatchObject({ code: 'platform-rate-limited' });
  });

  it('finds changes since a time by one listing call, hidden ones as gone', async () => {
    const { fake, client } = await setUp({}, { now: () => 1_900_000_000 });
    const backpack = STOREDEN_FIXTURE_PRODUCTS.find((p) => p.uid === 5102);
    const gaiters = STOREDEN_FIXTURE_PRODUCTS.find((p) => p.uid === 5111);
    if (!backpack || !gaiters) throw new Error('fixtures changed');
    fake.upsertProduct({ ...backpack, title: 'Zaino 30 L Vetta Pro' });
    fake.upsertProduct({ ...gaiters, status: 0 });
    fake.deleteProduct(5112);
    fake.requests.length = 0;

    const changes = [];
    for await (const change of client.changedSince(1_899_999_000)) changes.push(change);
    expect(changes.flatMap((c) => c.upserts).map((p) => [p.id, p.title])).toEqual([
      ['5102', 'Zaino 30 L Vetta Pro'],
    ]);
    expect(changes.flatMap((c) => c.gone)).toEqual(['5111']);
    const listings = fake.requests.filter(
      (r) => r.path.startsWith('/v1.1/products/') && !r.path.endsWith('product.json'),
    );
    expect(listings).toEqual([
      expect.objectContaining({ path: '/v1.1/products/list.json', query: { nodes: 'update_at' } }),
    ]);
  });

  it('leaves a product without a readable change time to the reconciliation', async () => {
    const [first, second] = STOREDEN_FIXTURE_PRODUCTS;
    if (!first || !second) throw new Error('fixtures changed');
    const { client } = await setUp({}, { products: [first, { ...second, update_at: 'ieri' }] });
    const changes = [];
    for await (const change of client.changedSince(0)) changes.push(change);
    expect(changes.flatMap((c) => c.upserts).map((p) => p.id)).toEqual([String(first.uid)]);
  });

  it('reports nothing when nothing changed', async () => {
    const { client } = await setUp();
    const changes = [];
    for await (const change of client.changedSince(1_900_000_000)) changes.push(change);
    expect(changes).toEqual([]);
  });

  it('fetches products by id; missing, unpublished and malformed ids are gone', async () => {
    const { fake, client } = await setUp();
    const result = await client.fetchByIds(['5102', '5109', '424242', 'abc']);
    expect(result.upserts.map((p) => p.id)).toEqual(['5102']);
    expect(result.gone).toEqual(['5109', '424242', 'abc']);
    const asked = fake.requests.filter((r) => r.path === '/v1.1/products/product.json');
    expect(asked.map((r) => r.query.uid)).toEqual(['5102', '5109', '424242']);
  });

  it('drops a product the catalogue schema refuses, and says so', async () => {
    const invalid: string[] = [];
    const broken = { ...STOREDEN_FIXTURE_PRODUCTS[1], uid: 777, title: '   ', status: 1 };
    const { client } = await setUp(
      { onInvalid: (id) => invalid.push(id) },
      { products: [broken, ...STOREDEN_FIXTURE_PRODUCTS.slice(0, 2)] },
    );
    const products = await all(client.products());
    expect(products.map((p) => p.id)).toEqual(['5101', '5102']);
    expect(invalid).toEqual(['777']);
  });
});
