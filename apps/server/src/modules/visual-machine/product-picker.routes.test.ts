import type { ProductSearchResult, Shop } from '@trova/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { pushBatch, registerCustomShop } from '../../../test/custom-shops';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** 23 products: the picker pages them 10 at a time. */
const PRODUCTS = Array.from({ length: 23 }, (_, i) => ({
  id: `sku-${String(i).padStart(2, '0')}`,
  title: `Scarpa running ${i % 2 === 0 ? 'rossa' : 'blu'} ${i}`,
  description: 'Scarpa leggera da corsa',
  brand: i % 3 === 0 ? 'Nike' : 'Asics',
  color: i % 2 === 0 ? 'rosso' : 'blu',
  price: { amount: 50 + i, currency: 'EUR' },
  ...(i === 0 ? { salePrice: { amount: 20, currency: 'EUR' } } : {}),
  productType: ['Donna > Scarpe > Running'],
  imageLink: `https://shop.example/${i}.jpg`,
  additionalImageLinks: [`https://shop.example/${i}-back.jpg`],
  link: `https://shop.example/p/${i}`,
}));

describe('GET shops/{shopKey}/visual-machine/search (product picker)', () => {
  let app: TestApp;
  let owner: TestAccount;
  let other: TestAccount;
  let shopKey: string;

  const pick = (query: string, account: TestAccount = owner, key = shopKey) =>
    app.server.inject({
      method: 'GET',
      url: `/API/shops/${key}/visual-machine/search?${query}`,
      headers: account.headers,
    });

  beforeAll(async () => {
    app = await createTestApp({}, { indexDebounceMs: 0 });
    owner = await createAccount(app.server, app.config.dataDir, 'owner@shop.it');
    other = await createAccount(app.server, app.config.dataDir, 'other@shop.it');
    const shop = await registerCustomShop(app.server, owner);
    shopKey = shop.key;
    const pushed = await pushBatch(app.server, owner.apiKey, shop.id, { upserts: PRODUCTS });
    expect(pushed.statusCode).toBe(200);
    await app.services.indexing.idle();
  });
  afterAll(() => app.dispose());

  it('answers one page of 10 in the picker shape of docs/product/visual-machine.md#product-picker, with the total and the stats', async () => {
    const answer = await pick('q=scarpa&sort[0][selling_price]=ASC');
    expect(answer.statusCode).toBe(200);
    const body = answer.json<ProductSearchResult>();
    expect(body.results_count).toBe(23);
    expect(body.results).toHaveLength(10);
    expect(body.results[0]).toEqual({
      header: { externalId: 'sku-00', imagePrefix: '' },
      data: {
        title: 'Scarpa running rossa 0',
        image: ['https://shop.example/0.jpg', 'https://shop.example/0-back.jpg'],
        url: 'https://shop.example/p/0',
      },
      pricing: { sellingPrice: 20 },
    });
    expect(body.stats.brand).toEqual({ Nike: 8, Asics: 15 });
    expect(body.stats.price).toEqual({ min: 20, max: 72 });
  });

  it('pages by offsets of 10 and refuses other offsets', async () => {
    const third = await pick('q=scarpa&offset=20');
    expect(third.json<ProductSearchResult>().results).toHaveLength(3);
    const odd = await pick('q=scarpa&offset=5');
    expect([odd.statusCode, odd.json<{ code: string }>().code]).toEqual([400, 'validation-failed']);
  });

  it('filters with the bracketed filters of the search API', async () => {
    const answer = await pick('filters[0][0][brand]=Nike&filters[1][0][price][from]=60');
    const body = answer.json<ProductSearchResult>();
    expect(body.results.map((hit) => hit.header.externalId)).toEqual([
      'sku-12',
      'sku-15',
      'sku-18',
      'sku-21',
    ]);
  });

  it("answers 404 for another customer's shop and 401 without a session", async () => {
    const intruder = await pick('q=scarpa', other);
    expect([intruder.statusCode, intruder.json<{ code: string }>().code]).toEqual([
      404,
      'shop-not-found',
    ]);
    const anonymous = await app.server.inject({
      method: 'GET',
      url: `/API/shops/${shopKey}/visual-machine/search`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is not counted as a billed search request', async () => {
    await pick('q=scarpa');
    await app.services.eventWriter.flush();
    const shops = await app.server.inject({
      method: 'GET',
      url: '/API/shops',
      headers: owner.headers,
    });
    expect(shops.json<Shop[]>()[0]?.requests).toBe(0);
  });
});
