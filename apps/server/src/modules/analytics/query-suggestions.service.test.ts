import { describe, expect, it } from 'vitest';
import type { PublicShopRow, ShopRow } from '../shops/index';
import type { QueryCount, QuerySuggestion } from './query-suggestions';
import { QuerySuggestionsJob } from './query-suggestions.job';
import { QuerySuggestionsService, type SuggestionHitCounter } from './query-suggestions.service';

const DAY_MS = 86_400_000;
const TODAY = 20_000;
const SHOP = { id: 's1', key: 'key-s1' };

function fixture(hits: SuggestionHitCounter | undefined = () => 10) {
  let counts: QueryCount[] = [
    { query: 'scarpe rosse', popularity: 9 },
    { query: 'borsa', popularity: 4 },
  ];
  const stored = new Map<string, QuerySuggestion[]>();
  const windows: [number, number][] = [];
  let reads = 0;
  let clock = TODAY * DAY_MS + 1_000;
  const repository = {
    queryCounts: (_shopId: string, from: number, to: number) => {
      windows.push([from, to]);
      return Promise.resolve(counts);
    },
    replace: (shopId: string, list: readonly QuerySuggestion[]) => {
      stored.set(shopId, [...list]);
      return Promise.resolve();
    },
    list: (shopId: string) => {
      reads += 1;
      return Promise.resolve(stored.get(shopId) ?? []);
    },
  };
  const shops = {
    findById: (id: string) => Promise.resolve(id === SHOP.id ? (SHOP as ShopRow) : undefined),
    findPublicByKey: (key: string) =>
      Promise.resolve(key === SHOP.key ? (SHOP as PublicShopRow) : undefined),
  };
  const service = new QuerySuggestionsService({
    repository,
    shops,
    hits: () => hits,
    now: () => clock,
  });
  return {
    service,
    windows,
    reads: () => reads,
    setCounts: (next: QueryCount[]) => (counts = next),
    tick: (ms: number) => (clock += ms),
  };
}

const params = { query: '', page: 0, hitsPerPage: 10, highlightPreTag: '<', highlightPostTag: '>' };

describe('query suggestions service', () => {
  it('builds from the last 30 days of rollups and serves the build at once', async () => {
    const { service, windows } = fixture();
    expect(await service.searchSuggestions(SHOP.key, params)).toMatchObject({ nbHits: 0 });
    expect(await service.rebuild(SHOP.id)).toBe(2);
    expect(windows).toEqual([[TODAY - 29, TODAY]]);
    const answer = await service.searchSuggestions(SHOP.key, { ...params, query: 'sca' });
    expect(answer.hits.map((hit) => hit.query)).toEqual(['scarpe rosse']);
    expect(await service.popular(SHOP.key, 5)).toEqual(['scarpe rosse', 'borsa']);
    expect(await service.popular(SHOP.key, 1)).toEqual(['scarpe rosse']);
  });

  it('holds a shop’s list in memory, reading it again after five minutes', async () => {
    const { service, reads, tick } = fixture();
    await service.searchSuggestions(SHOP.key, params);
    await service.popular(SHOP.key, 3);
    expect(reads()).toBe(1);
    tick(5 * 60_000);
    await service.popular(SHOP.key, 3);
    expect(reads()).toBe(2);
  });

  it('answers no suggestions for an unknown key', async () => {
    const { service } = fixture();
    await service.rebuild(SHOP.id);
    expect(await service.searchSuggestions('nobody', params)).toMatchObject({
      hits: [],
      nbHits: 0,
    });
  });

  it('stores nothing without the shop’s index, and the job gives the build back', async () => {
    const { service } = fixture(() => undefined);
    expect(await service.rebuild(SHOP.id)).toBeUndefined();
    const job = new QuerySuggestionsJob(service);
    const run = job.run({
      id: 'j1',
      name: 'analytics.query-suggestions',
      payload: { shopId: SHOP.id },
      attempt: 1,
      concurrencyKey: 'k',
      shopId: SHOP.id,
    });
    await expect(run).rejects.toMatchObject({ code: 'index-not-loaded', retryable: true });
  });

  it('stores nothing for a shop gone', async () => {
    const { service } = fixture();
    expect(await service.rebuild('gone')).toBe(0);
  });
});
