import {
  defaultSetup,
  LEARNING_CHANGES_DEPTH,
  LEARNING_CHANGES_QUERIES,
  learningChangesSchema,
  type Setup,
} from '@trova/contracts';
import { SearchIndex, type SearchQuery } from '@trova/engine';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopConfiguration } from '../../kernel/shop-configuration';
import { searchSettingsOf } from '../configuration/index';
import type { AnalyticsScope } from '../analytics/index';
import { IndexRegistry } from '../search/index';
import type { LearnedPayload } from './learned-payload';
import { LearningChangesService, type TopQueries } from './learning-changes.service';

const DAY = 86_400;
const TODAY = 20_000;
const OWNER = { userId: 'u1', customerId: 'c1', sessionId: 'j1' };
const SHOP = { id: 's1', key: 'key-s1' };
const CATALOGUE = Array.from({ length: 8 }, (_, i) => ({ id: `p${i}`, title: `Scarpa ${i}` }));
const PERIOD = { fromTimestamp: (TODAY - 6) * DAY, toTimestamp: (TODAY + 30) * DAY };

/** Twelve queries by searches, a blank one (a browse) among them. */
const ROWS = [
  { query: 'scarpa', intents: 90 },
  { query: ' ', intents: 80 },
  ...Array.from({ length: 11 }, (_, i) => ({ query: `q${i}`, intents: 70 - i })),
];

function indexed(): SearchIndex {
  const settings = searchSettingsOf({ setup: null, fineTuning: null });
  const index = SearchIndex.build(settings.schema, CATALOGUE);
  const search = index.search.bind(index);
  // Learning in force ranks these products the other way round (the engine's tests cover how).
  vi.spyOn(index, 'search').mockImplementation((query: SearchQuery = {}) => {
    const result = search(query);
    if (query.learning === false) return result;
    return { ...result, hits: [...search({ ...query, limit: 100 }).hits].reverse().slice(0, 5) };
  });
  return index;
}

describe('LearningChangesService', () => {
  let scopes: AnalyticsScope[];
  let setup: Setup | null;
  let payload: LearnedPayload | undefined;
  let registry: IndexRegistry;
  let service: LearningChangesService;

  beforeEach(() => {
    scopes = [];
    setup = null;
    payload = undefined;
    registry = new IndexRegistry();
    const settings = searchSettingsOf({ setup: null, fineTuning: null });
    registry.swap(SHOP.key, {
      shopId: SHOP.id,
      index: indexed(),
      attributes: [],
      excludedIps: new Set(),
      resultFields: ['title'],
      published: true,
      catalogueVersion: 1,
      inputs: settings.inputs,
    });
    const rollups: TopQueries = {
      queryLists: (scope, _names, window) => {
        scopes.push(scope);
        return Promise.resolve({ trending: ROWS.slice(window.offset, window.limit) });
      },
    };
    const configuration: ShopConfiguration = {
      setup: null,
      fineTuning: null,
      layout: null,
      seo: null,
      facetLabels: null,
    };
    service = new LearningChangesService({
      shops: {
        findOwned: (customerId, shopId) =>
          Promise.resolve(customerId === 'c1' && shopId === SHOP.id ? SHOP : undefined),
      },
      rollups,
      registry,
      configuration: () => Promise.resolve({ configuration: { ...configuration, setup } }),
      learning: { payloadOfShop: () => Promise.resolve(payload) },
      now: () => (TODAY * DAY + 3_600) * 1_000,
    });
  });

  it("lists the period's most searched queries with the first products without and with learning", async () => {
    const answer = await service.changes(OWNER, SHOP.id, PERIOD);
    expect(learningChangesSchema.parse(answer)).toEqual(answer);
    expect(answer.queries.map((row) => row.query)).toEqual([
      'scarpa',
      ...ROWS.slice(2, LEARNING_CHANGES_QUERIES + 1).map((row) => row.query),
    ]);
    const first = answer.queries[0]!;
    expect(first.searches).toBe(90);
    expect(first.before.map((product) => product.id)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
    expect(first.after.map((product) => product.id)).toEqual(['p7', 'p6', 'p5', 'p4', 'p3']);
    expect(first.before[0]).toEqual({ id: 'p0', title: 'Scarpa 0' });
    expect(first.before).toHaveLength(LEARNING_CHANGES_DEPTH);
    // The period is cut at today, all devices, as every analytics read.
    expect(scopes).toEqual([{ shopId: SHOP.id, fromDay: TODAY - 6, toDay: TODAY, device: 'all' }]);
  });

  it('says whether learning is on from the setup, on by default', async () => {
    expect((await service.changes(OWNER, SHOP.id, PERIOD)).enabled).toBe(true);
    const saved = defaultSetup();
    const learning = { enabled: false, strength: 50, placement: 'after-typo' } as const;
    setup = { ...saved, config: { ...saved.config, learning } };
    expect((await service.changes(OWNER, SHOP.id, PERIOD)).enabled).toBe(false);
  });

  it('tells when the signals in force were learned and how many queries have history', async () => {
    expect(await service.changes(OWNER, SHOP.id, PERIOD)).toMatchObject({
      builtAt: null,
      queriesWithHistory: 0,
    });
    payload = {
      version: 1,
      builtAt: 1_700_000_000_000,
      days: 30,
      signals: { queries: [['scarpa', [['p7', 0.9]]]], prior: [] },
      evidence: [],
      priorEvidence: [],
    };
    expect(await service.changes(OWNER, SHOP.id, PERIOD)).toMatchObject({
      builtAt: 1_700_000_000_000,
      queriesWithHistory: 1,
    });
  });

  it('lists the queries with no products while the shop has no live index', async () => {
    registry.remove(SHOP.key);
    const answer = await service.changes(OWNER, SHOP.id, PERIOD);
    expect(answer.queries[0]).toEqual({ query: 'scarpa', searches: 90, before: [], after: [] });
  });

  it("answers another customer's shop as a missing one, reading nothing", async () => {
    const intruder = { ...OWNER, customerId: 'c2' };
    await expect(service.changes(intruder, SHOP.id, PERIOD)).rejects.toMatchObject({
      code: 'shop-not-found',
    });
    await expect(service.changes(undefined, SHOP.id, PERIOD)).rejects.toMatchObject({
      code: 'missing-token',
    });
    expect(scopes).toEqual([]);
  });

  it('refuses a period that starts after today', async () => {
    const future = { fromTimestamp: (TODAY + 1) * DAY, toTimestamp: (TODAY + 2) * DAY };
    await expect(service.changes(OWNER, SHOP.id, future)).rejects.toMatchObject({
      code: 'validation-failed',
    });
  });
});
