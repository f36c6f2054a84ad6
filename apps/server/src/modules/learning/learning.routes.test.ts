import { callPath, learningApi, learningChangesSchema } from '@trova/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { insertRollups } from '../../../test/analytics-rollups';
import { pushBatch, registerCustomShop, type CustomShop } from '../../../test/custom-shops';
import { createTestApp, testClock, type TestApp } from '../../../test/test-app';

const DAY = 86_400;
/** Monday 2024-03-04, 00:00 UTC; the test's clock stands two weeks later. */
const MONDAY = Date.parse('2024-03-04T00:00:00Z') / 1_000;
const D = MONDAY / DAY;
const PERIOD = `fromTimestamp=${MONDAY}&toTimestamp=${MONDAY + 7 * DAY - 1}`;

/** `GET shops/{id}/analytics/learning` (docs/product/analytics.md#what-learning-changed). */
describe('learning routes', () => {
  let app: TestApp;
  let owner: TestAccount;
  let intruder: TestAccount;
  let shop: CustomShop;

  const changes = (account: TestAccount | null, shopId = shop.id, period = PERIOD) =>
    app.server.inject({
      url: `/API${callPath(learningApi.changes.path, { id: shopId })}?${period}`,
      ...(account ? { headers: account.headers } : {}),
    });

  beforeAll(async () => {
    const now = testClock((MONDAY + 14 * DAY) * 1_000);
    app = await createTestApp({}, { indexDebounceMs: 0, now });
    owner = await createAccount(app.server, app.config.dataDir, 'owner@shop.it');
    intruder = await createAccount(app.server, app.config.dataDir, 'intruder@shop.it');
    shop = await registerCustomShop(app.server, owner);
    const upserts = [
      { id: 'a', title: 'Zaino trekking' },
      { id: 'b', title: 'Zaino scuola' },
      { id: 'c', title: 'Borsa' },
    ];
    expect((await pushBatch(app.server, owner.apiKey, shop.id, { upserts })).statusCode).toBe(200);
    await app.services.indexing.idle();
    await insertRollups(app.database.db, 'analytics_query_days', [
      { shop_id: shop.id, day: D, query: 'zaino', intents: 9 },
      { shop_id: shop.id, day: D + 1, query: 'borsa', intents: 4 },
      // Outside the period: not a top query of it.
      { shop_id: shop.id, day: D + 8, query: 'scarpe', intents: 50 },
    ]);
  });
  afterAll(() => app.dispose());

  it("answers the period's top queries with the live index's first products", async () => {
    const answer = await changes(owner);
    expect(answer.statusCode, answer.body).toBe(200);
    const sent = learningChangesSchema.parse(answer.json());
    expect(sent).toMatchObject({ enabled: true, builtAt: null, queriesWithHistory: 0 });
    expect(sent.queries.map(({ query, searches }) => [query, searches])).toEqual([
      ['zaino', 9],
      ['borsa', 4],
    ]);
    const zaino = sent.queries[0]!;
    expect(zaino.before.map((product) => product.id).sort()).toEqual(['a', 'b']);
    expect(zaino.before).toContainEqual({ id: 'a', title: 'Zaino trekking' });
    // Without any learned history, learning changes nothing.
    expect(zaino.after).toEqual(zaino.before);
  });

  it('answers 401 without a session', async () => {
    const answer = await changes(null);
    expect([answer.statusCode, answer.json<{ code: string }>().code]).toEqual([
      401,
      'missing-token',
    ]);
  });

  it("answers 404 on another customer's shop, as for a missing one", async () => {
    for (const answer of [await changes(intruder), await changes(owner, 'no-such-shop')]) {
      expect([answer.statusCode, answer.json<{ code: string }>().code]).toEqual([
        404,
        'shop-not-found',
      ]);
    }
  });

  it('answers 400 to a period that is backwards, missing or after today', async () => {
    const after = MONDAY + 20 * DAY;
    const bad = [
      `fromTimestamp=${MONDAY + DAY}&toTimestamp=${MONDAY}`,
      `fromTimestamp=${MONDAY}`,
      `fromTimestamp=${after}&toTimestamp=${after + DAY}`,
    ];
    for (const period of bad) {
      const answer = await changes(owner, shop.id, period);
      expect([period, answer.statusCode, answer.json<{ code: string }>().code]).toEqual([
        period,
        400,
        'validation-failed',
      ]);
    }
  });
});
