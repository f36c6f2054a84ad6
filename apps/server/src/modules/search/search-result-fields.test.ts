import { searchResponseSchema, type SearchResponse } from '@trova/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { pushBatch, registerCustomShop, type CustomShop } from '../../../test/custom-shops';
import { queryField, saveConf, setupWith } from '../../../test/shop-setup';
import { createTestApp, type TestApp } from '../../../test/test-app';

const PRODUCTS = [
  {
    id: 'shoe',
    title: 'Scarpa rossa',
    color: 'Rosso',
    size: '42',
    gtin: '8001234567890',
    mpn: 'AB-100',
    customLabels: ['estate'],
    productType: ['Donna > Scarpe'],
    link: 'https://shop.example/p/shoe',
    imageLink: 'https://img.example/shoe.jpg',
    price: { amount: 50, currency: 'EUR' },
  },
  { id: 'boot', title: 'Scarpa alta', size: '40', price: { amount: 80, currency: 'EUR' } },
];

/** The public search's answer to storefronts: results fields of the shop's setup in each hit. */
describe('public search result fields', () => {
  let app: TestApp;
  let owner: TestAccount;
  let shop: CustomShop;

  const showResults = async (results: string[]) => {
    const setup = setupWith({ query: { title: queryField() }, results });
    const answer = await saveConf(app.server, owner, shop.id, { setup });
    expect(answer.statusCode, answer.body).toBe(200);
    await app.services.indexing.idle();
  };
  const hits = async () => {
    const answer = await app.server.inject({ url: `/API/shops/${shop.key}/search?q=scarpa` });
    expect(answer.statusCode, answer.body).toBe(200);
    const sent = answer.json<SearchResponse>();
    // The serialised answer is exactly what the contract's parse of it gives.
    expect(searchResponseSchema.parse(sent)).toEqual(sent);
    const byId = new Map(sent.results.map((hit) => [hit.header.externalId, hit.data]));
    return { shoe: byId.get('shoe'), boot: byId.get('boot'), body: answer.body };
  };

  beforeAll(async () => {
    app = await createTestApp({}, { indexDebounceMs: 0 });
    owner = await createAccount(app.server, app.config.dataDir, 'results@shop.it');
    shop = await registerCustomShop(app.server, owner);
    const pushed = await pushBatch(app.server, owner.apiKey, shop.id, { upserts: PRODUCTS });
    expect(pushed.statusCode, pushed.body).toBe(200);
    await app.services.indexing.idle();
  });
  afterAll(() => app.dispose());

  it('shows every results field a product has, by its name and as the product has it', async () => {
    await showResults(['title', 'color', 'gtin', 'customLabel0', 'categories', 'price']);
    const { shoe, boot } = await hits();
    expect(shoe).toEqual({
      title: 'Scarpa rossa',
      image: ['https://img.example/shoe.jpg'],
      url: 'https://shop.example/p/shoe',
      color: 'Rosso',
      gtin: '8001234567890',
      customLabel0: 'estate',
      categories: ['Donna/Scarpe'],
      price: 50,
    });
    // No colour, no key; size, mpn, currency and the stock flag are not results fields.
    expect(boot).toEqual({ title: 'Scarpa alta', image: [], url: '', price: 80 });
  });

  it('stops showing a field taken out of results, even one the index returns anyway', async () => {
    // The link, images and price stay in the index whatever the results (every hit needs them),
    // so the index's fields are the same before and after: only the hits' data changes.
    await showResults(['title', 'color', 'link', 'images', 'price']);
    expect((await hits()).shoe).toMatchObject({
      price: 50,
      link: 'https://shop.example/p/shoe',
      images: ['https://img.example/shoe.jpg'],
    });
    await showResults(['title', 'color', 'link', 'images']);
    const { shoe } = await hits();
    expect(shoe).not.toHaveProperty('price');
    expect(shoe).toHaveProperty('color', 'Rosso');
  });

  it("never answers a results field named like an object's built-in members", async () => {
    await showResults(['title', 'constructor', 'toString', 'color']);
    const { shoe, body } = await hits();
    expect(Object.keys(shoe ?? {})).not.toContain('constructor');
    expect(body).not.toMatch(/"(constructor|toString)"/);
    expect(shoe).toHaveProperty('color', 'Rosso');
  });
});
