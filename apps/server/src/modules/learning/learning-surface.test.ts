import {
  callPath,
  learningApi,
  learningChangesSchema,
  searchResponseSchema,
  type PreviewToken,
} from '@trova/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { insertRollups } from '../../../test/analytics-rollups';
import { pushBatch, registerCustomShop, type CustomShop } from '../../../test/custom-shops';
import { createTestApp, testClock, type TestApp } from '../../../test/test-app';
import type { LearnedBuild } from './learned-payload';
import { LearningRepository } from './learning.repository';

const DAY = 86_400;
const MONDAY = Date.parse('2024-03-04T00:00:00Z') / 1_000;
const NOW_MS = (MONDAY + 14 * DAY) * 1_000;
const PERIOD = `fromTimestamp=${MONDAY}&toTimestamp=${MONDAY + 7 * DAY - 1}`;

/** Shoppers who searched "zaino" chose the school backpack; every product has a prior. */
const BUILD: LearnedBuild = {
  builtAt: NOW_MS - 3_600_000,
  days: 30,
  signals: {
    queries: [
      [
        'zaino',
        [
          ['b', 0.95],
          ['a', 0.05],
        ],
      ],
    ],
    prior: [
      ['a', 0.1],
      ['b', 0.6],
    ],
  },
  evidence: [
    [
      'zaino',
      [
        ['b', 40, 3, 1],
        ['a', 1, 0, 0],
      ],
    ],
  ],
  priorEvidence: [
    ['a', 2, 0, 0],
    ['b', 60, 4, 2],
  ],
};

/**
 * What an owner sees of a stored build (docs/product/analytics.md#what-learning-changed,
 * docs/product/search-api.md#explain): through the real routes, with the engine ranking by it.
 */
describe('learning as the owner sees it', () => {
  let app: TestApp;
  let owner: TestAccount;
  let shop: CustomShop;

  const ids = (products: readonly { id: string }[]) => products.map((product) => product.id);

  beforeAll(async () => {
    app = await createTestApp({}, { indexDebounceMs: 0, now: testClock(NOW_MS) });
    owner = await createAccount(app.server, app.config.dataDir, 'learning@shop.it');
    shop = await registerCustomShop(app.server, owner);
    const upserts = [
      { id: 'a', title: 'Zaino trekking' },
      { id: 'b', title: 'Zaino scuola' },
    ];
    expect((await pushBatch(app.server, owner.apiKey, shop.id, { upserts })).statusCode).toBe(200);
    await app.services.indexing.idle();
    await insertRollups(app.database.db, 'analytics_query_days', [
      { shop_id: shop.id, day: MONDAY / DAY, query: 'zaino', intents: 9 },
    ]);
    // The default setup's settings (on, 50, after-exactness), as the live index ranks with them;
    // the setup → query settings mapping has its own tests.
    const { index } = app.services.registry.get(shop.key)!;
    const learning = { enabled: true, strength: 0.5, placement: 'after-exactness' } as const;
    index.setQuerySettings({ ...index.querySettings(), learning });
    await new LearningRepository(app.database.db).store(shop.id, BUILD);
    await app.services.learning.refresh({ id: shop.id, key: shop.key });
  });
  afterAll(() => app.dispose());

  it('shows the order before and after learning for a top query', async () => {
    const answer = await app.server.inject({
      url: `/API${callPath(learningApi.changes.path, { id: shop.id })}?${PERIOD}`,
      headers: owner.headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const sent = learningChangesSchema.parse(answer.json());
    expect(sent).toMatchObject({ enabled: true, builtAt: BUILD.builtAt, queriesWithHistory: 1 });
    const zaino = sent.queries[0]!;
    expect(ids(zaino.before)).toEqual(['a', 'b']);
    expect(ids(zaino.after)).toEqual(['b', 'a']);
  });

  it("explains a preview's hit with what it was learned from", async () => {
    const token = await app.server.inject({
      url: `/API/shops/${shop.id}/preview-token`,
      headers: owner.headers,
    });
    const preview = token.json<PreviewToken>().token;
    const answer = await app.server.inject({
      url: `/API/shops/${shop.key}/search?q=zaino&explain=1&preview=${preview}`,
    });
    const sent = searchResponseSchema.parse(answer.json());
    const [first, second] = sent.results;
    expect(first?.header.externalId).toBe('b');
    expect(first?.explain?.learned).toMatchObject({
      source: 'query',
      clicks: 40,
      carts: 3,
      purchases: 1,
      days: 30,
    });
    expect(second?.explain?.learned).toMatchObject({ source: 'query', clicks: 1, carts: 0 });
  });
});
