import {
  PREVIEW_TOKEN_TTL_SECONDS,
  QUERY_ID_PATTERN,
  searchResponseSchema,
  type PreviewToken,
  type SearchResponse,
  type Shop,
} from '@trova/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { pushBatch, registerCustomShop, type CustomShop } from '../../../test/custom-shops';
import { createTestApp, testClock, type TestApp } from '../../../test/test-app';
import { EventsRepository } from '../events/index';

const PRODUCTS = [
  { id: 'p1', title: 'Scarpa running', brand: 'Nike', description: 'Leggera' },
  { id: 'p2', title: 'Scarpa trail', brand: 'Salomon' },
  { id: 'p3', title: 'Borsa Nike', brand: 'Nike' },
];

/** Highlights, explain and preview tokens on the public search (docs/product/search-api.md). */
describe('public search with highlights and preview tokens', () => {
  const clock = testClock();
  let app: TestApp;
  let owner: TestAccount;
  let live: CustomShop;
  let hidden: CustomShop;
  let empty: CustomShop;

  const search = (shop: CustomShop, query: string) =>
    app.server.inject({ url: `/API/shops/${shop.key}/search?${query}` });
  const tokenFor = async (shop: CustomShop) => {
    const answer = await app.server.inject({
      url: `/API/shops/${shop.id}/preview-token`,
      headers: owner.headers,
    });
    return answer.json<PreviewToken>().token;
  };
  const requests = async () => {
    await app.services.eventWriter.flush();
    const shops = await app.server.inject({ url: '/API/shops', headers: owner.headers });
    return new Map(shops.json<Shop[]>().map((shop) => [shop.id, shop.requests ?? 0]));
  };
  const parsed = (body: string) => {
    const sent = JSON.parse(body) as SearchResponse;
    expect(searchResponseSchema.parse(sent)).toEqual(sent);
    return sent;
  };

  beforeAll(async () => {
    app = await createTestApp({}, { indexDebounceMs: 0, now: clock });
    owner = await createAccount(app.server, app.config.dataDir, 'preview@shop.it');
    live = await registerCustomShop(app.server, owner);
    hidden = await registerCustomShop(app.server, owner, 'https://hidden.example', {
      published: false,
    });
    empty = await registerCustomShop(app.server, owner, 'https://empty.example', {
      published: false,
    });
    for (const shop of [live, hidden]) {
      await pushBatch(app.server, owner.apiKey, shop.id, { upserts: PRODUCTS });
    }
    await app.services.indexing.idle();
  });
  afterAll(() => app.dispose());

  it('answers the matched ranges of the fields each hit carries with highlight=1', async () => {
    const answer = await search(live, 'q=scarpa%20nike&highlight=1');
    expect(answer.statusCode, answer.body).toBe(200);
    const sent = parsed(answer.body);
    const byId = Object.fromEntries(sent.results.map((hit) => [hit.header.externalId, hit]));
    expect(byId.p1?.highlights).toEqual({ title: [[0, 6]], brand: [[0, 4]] });
    expect(byId.p2?.highlights).toEqual({ title: [[0, 6]] });
    expect(byId.p3?.highlights).toEqual({ title: [[6, 10]], brand: [[0, 4]] });
    const plain = parsed((await search(live, 'q=scarpa%20nike')).body);
    expect(plain.results.every((hit) => hit.highlights === undefined)).toBe(true);
  });

  it('answers an unpublished shop with its preview token, counting nothing', async () => {
    expect((await search(hidden, 'q=scarpa')).statusCode).toBe(403);
    const before = await requests();
    const token = await tokenFor(hidden);
    const answer = await search(hidden, `q=scarpa&preview=${token}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(parsed(answer.body).results_count).toBe(2);
    await search(live, `q=scarpa&preview=${await tokenFor(live)}`);
    expect(await requests()).toEqual(before);
    const noIndex = await search(empty, `q=scarpa&preview=${await tokenFor(empty)}`);
    expect(noIndex.json()).toEqual({ results: [], results_count: 0, stats: {} });
  });

  it('explains the ranking with a preview token only', async () => {
    const ignored = parsed((await search(live, 'q=scarpa&explain=1')).body);
    expect(ignored.results.every((hit) => hit.explain === undefined)).toBe(true);
    const token = await tokenFor(live);
    const sent = parsed((await search(live, `q=scarpa%20runing&explain=1&preview=${token}`)).body);
    const first = sent.results[0];
    expect(first?.header.externalId).toBe('p1');
    expect(first?.explain).toEqual({
      decidedBy: 'words',
      rules: {
        words: 2,
        typo: expect.any(Number) as unknown,
        proximity: expect.any(Number) as unknown,
        fieldWeight: expect.any(Number) as unknown,
        exactness: expect.any(Number) as unknown,
        business: expect.any(Number) as unknown,
        availability: expect.any(Number) as unknown,
        bm25: expect.any(Number) as unknown,
        learned: 0,
      },
      matchedFields: ['title'],
      typos: 1,
    });
    expect(sent.results[1]?.explain).toMatchObject({ rules: { words: 1 }, typos: 0 });
  });

  it('never serves a preview or highlighted answer from the cache to a plain request', async () => {
    const token = await tokenFor(live);
    const stats = () => app.services.search.cacheStats();
    const before = stats();
    await search(live, `q=borsa&highlight=1&explain=1&preview=${token}`);
    await search(live, `q=borsa&preview=${token}`);
    // Preview answers neither read nor fill the cache.
    expect(stats()).toEqual(before);
    await search(live, 'q=borsa&highlight=1');
    const plain = parsed((await search(live, 'q=borsa')).body);
    expect(plain.results[0]?.highlights).toBeUndefined();
    expect(plain.results[0]?.explain).toBeUndefined();
    expect(stats().misses - before.misses).toBe(2);
    const again = parsed((await search(live, 'q=borsa&highlight=1')).body);
    expect(again.results[0]?.highlights).toEqual({ title: [[0, 5]] });
    expect(stats().hits - before.hits).toBe(1);
  });

  it('refuses another shop’s token and an expired one, even on a published shop', async () => {
    const hiddenToken = await tokenFor(hidden);
    const liveToken = await tokenFor(live);
    const wrongShop = await search(live, `q=scarpa&preview=${hiddenToken}`);
    clock.advance((PREVIEW_TOKEN_TTL_SECONDS + 1) * 1000);
    const expired = await search(live, `q=scarpa&preview=${liveToken}`);
    for (const refused of [wrongShop, expired]) {
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'preview-token-invalid' });
    }
  });
  it('logs preview searches flagged preview, with their own queryID', async () => {
    const token = await tokenFor(hidden);
    const answer = parsed((await search(hidden, `q=borsa&preview=${token}`)).body);
    expect(answer.queryID).toMatch(QUERY_ID_PATTERN);
    await app.services.eventWriter.flush();
    const rows = await new EventsRepository(app.database.db).between(
      hidden.id,
      0,
      Number.MAX_SAFE_INTEGER,
    );
    expect(rows.find((row) => row.query_id === answer.queryID)).toMatchObject({
      kind: 'search',
      query: 'borsa',
      result_count: 1,
      flag: 'preview',
    });
  });
});
