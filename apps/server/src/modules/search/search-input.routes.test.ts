import { type SearchResponse } from '@trova/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { pushBatch, registerCustomShop, type CustomShop } from '../../../test/custom-shops';
import { BROWSER_USER_AGENT, queryField, saveConf, setupWith } from '../../../test/shop-setup';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { EventsRepository } from '../events/index';

const PRODUCTS = [
  { id: 'cheap', title: 'Scarpa economica', brand: 'Alpha', productType: ['Donna > Scarpe'] },
  { id: 'mid', title: 'Scarpa media', brand: 'Beta', productType: ['Uomo > Scarpe'] },
  { id: 'dear', title: 'Scarpa cara', brand: 'Alpha', productType: ['Donna > Borse'] },
].map((product, index) => ({
  ...product,
  price: { amount: [10, 50, 90][index], currency: 'EUR' },
}));

/** Issue 32, finding 7: a storefront's odd filters and sort keys never answer 500. */
describe('public search on filters and sort keys the shop may not have', () => {
  let app: TestApp;
  let owner: TestAccount;
  let shop: CustomShop;
  let other: CustomShop;

  const search = (key: string, query: string) =>
    app.server.inject({
      url: `/API/shops/${key}/search?${query}`,
      headers: { 'user-agent': BROWSER_USER_AGENT },
    });
  const ids = async (query: string) => {
    const answer = await search(shop.key, query);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<SearchResponse>().results.map((hit) => hit.header.externalId);
  };
  const loggedSearches = async (shopId: string) => {
    await app.services.eventWriter.flush();
    return (await new EventsRepository(app.database.db).between(shopId, 0, Infinity)).length;
  };

  beforeAll(async () => {
    app = await createTestApp({}, { indexDebounceMs: 0 });
    owner = await createAccount(app.server, app.config.dataDir, 'owner@shop.it');
    shop = await registerCustomShop(app.server, owner);
    other = await registerCustomShop(app.server, owner, 'https://other.example');
    for (const { id } of [shop, other]) {
      await pushBatch(app.server, owner.apiKey, id, { upserts: PRODUCTS });
      // Brand is the only facet: price and categories are not.
      const setup = setupWith({ query: { title: queryField() }, facets: ['brand'] });
      expect((await saveConf(app.server, owner, id, { setup })).statusCode).toBe(200);
    }
    await app.services.indexing.idle();
  });
  afterAll(() => app.dispose());

  it('filters by a price range and a category, and sorts by price, where neither is a facet', async () => {
    const ranged = await ids('filters[0][0][price][from]=20&filters[0][0][price][to]=95');
    expect(ranged.sort()).toEqual(['dear', 'mid']);
    expect((await ids('filters[0][0][categories]=Donna')).sort()).toEqual(['cheap', 'dear']);
    expect(await ids('filters[0][0][categories]=Donna/Scarpe')).toEqual(['cheap']);
    expect(await ids('q=scarpa&sort[0][price]=DESC')).toEqual(['dear', 'mid', 'cheap']);
    expect(await ids('sort[0][selling_price]=ASC')).toEqual(['cheap', 'mid', 'dear']);
    // Filter-only: the answer counts the setup's facets, not price or categories.
    const stats = (await search(shop.key, 'q=scarpa')).json<SearchResponse>().stats;
    expect(Object.keys(stats)).toEqual(['brand']);
  });

  it('ignores a filter on a facet the shop does not have, as a stale page may send it', async () => {
    for (const facet of ['material', 'constructor', 'toString', 'hasOwnProperty', 'prototype']) {
      const answer = await search(shop.key, `filters[0][0][${facet}]=x&filters[1][0][brand]=Beta`);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json<SearchResponse>().results.map((hit) => hit.header.externalId)).toEqual([
        'mid',
      ]);
    }
  });

  it('ignores sort keys named like prototype members, and reads no inherited property', async () => {
    for (const key of ['constructor', 'toString', '__defineGetter__', 'valueOf']) {
      const answer = await search(shop.key, `q=scarpa&sort[0][${key}]=ASC`);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json<SearchResponse>().results_count).toBe(3);
    }
  });

  it('refuses a filter that does not fit its facet with search-filter-invalid, logging nothing', async () => {
    const before = await loggedSearches(shop.id);
    for (const query of [
      'filters[0][0][brand][from]=1',
      'filters[0][0][categories][to]=5',
      'filters[0][0][price]=10',
    ]) {
      const answer = await search(shop.key, query);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ status: 'ERROR', code: 'search-filter-invalid' });
      expect(answer.body).not.toMatch(/EngineError|filter_bad_value|\.ts:/);
    }
    expect(await loggedSearches(shop.id)).toBe(before);
  });

  it('refuses filters on more facets than one search may AND, with validation-failed', async () => {
    const many = Array.from({ length: 32 }, (_, i) => `filters[0][0][f${i}]=x`).join('&');
    const answer = await search(shop.key, many);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'validation-failed' });
  });

  it("leaves the other shop's answers as they were", async () => {
    await search(shop.key, 'filters[0][0][price]=10');
    const answer = await search(other.key, 'filters[0][0][price][to]=60&sort[0][price]=DESC');
    expect(answer.statusCode).toBe(200);
    expect(answer.json<SearchResponse>().results.map((hit) => hit.header.externalId)).toEqual([
      'mid',
      'cheap',
    ]);
  });
});
