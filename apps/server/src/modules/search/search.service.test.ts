import {
  compileTriggers,
  defaultBannerCampaign,
  defaultCampaign,
  searchQuerySchema,
  type BannerCampaign,
  type Campaign,
  type SearchResponse,
} from '@trova/contracts';
import { SearchIndex } from '@trova/engine';
import { beforeEach, describe, expect, it } from 'vitest';
import { IndexRegistry } from './index-registry';
import { SearchCache } from './search-cache';
import { SearchService, type SearchServiceDependencies } from './search.service';
import { searchSettingsOf } from '../configuration/index';
import { vmSearchEffect, type VmSearchRules } from '../visual-machine/index';
import { blockingLimit, fakePreviewTokens } from '../../../test/storefront-fakes';

type RecordedSearch = Parameters<
  NonNullable<SearchServiceDependencies['events']>['recordSearch']
>[0];
type VmRules = VmSearchRules;

const KEY = 'key-s1';
const NOW_SECONDS = Date.UTC(2025, 5, 1) / 1000;
const CATALOGUE = [
  { id: 'oslo', title: 'Sofa Oslo', price: 300 },
  { id: 'bergen', title: 'Sofa Bergen', price: 200 },
  { id: 'milano', title: 'Sofa Milano', price: 100 },
  { id: 'lamp', title: 'Lampada', price: 50 },
];
const ORIGIN = { clientIp: '203.0.113.7', userAgent: 'Mozilla/5.0 test' };

/** A search as the route parses it from the query string, where every value is text. */
const request = (fields: Record<string, string>) => searchQuerySchema.parse(fields);
const ids = (answer: SearchResponse) => answer.results.map((hit) => hit.header.externalId);
const parsed = (json: string) => JSON.parse(json) as SearchResponse & { queryID: string };

/** Rules as the Visual Machine's store hands them out: active items, triggers compiled. */
function rules(campaigns: Campaign[], bannerCampaigns: BannerCampaign[] = []): VmRules {
  const compiled = <Item extends Campaign | BannerCampaign>(items: Item[]) =>
    items.map((item) => ({ item, matches: compileTriggers(item.conditions) }));
  return { campaigns: compiled(campaigns), bannerCampaigns: compiled(bannerCampaigns) };
}

const whenQueryContains = (word: string): Campaign['conditions'] => [
  { queries: [{ type: 'queryContains', value: word }], facet: { type: 'filterIs', filters: [] } },
];

/** A campaign pinning `id` first whenever the query contains `word`. */
function pinFirst(id: string, word: string, validity?: Campaign['validity']): Campaign {
  return {
    ...defaultCampaign(),
    name: `pin ${id}`,
    ...(validity ? { validity } : {}),
    conditions: whenQueryContains(word),
    actions: [
      {
        type: 'pin',
        products: [{ id, title: id, image: '', price: 1, url: '', isAlive: true }],
      },
    ],
  };
}

describe('SearchService', () => {
  let registry: IndexRegistry;
  let recorded: RecordedSearch[];
  let limited: string[];
  let vmRules: VmRules;
  let service: SearchService;
  let issued: number;

  const publish = (published: boolean) => {
    const settings = searchSettingsOf({ setup: null, fineTuning: null });
    registry.swap(KEY, {
      shopId: 's1',
      index: SearchIndex.build(settings.schema, CATALOGUE),
      attributes: [],
      excludedIps: new Set(),
      resultFields: ['title'],
      published,
      catalogueVersion: 1,
      inputs: settings.inputs,
    });
  };

  beforeEach(() => {
    registry = new IndexRegistry();
    recorded = [];
    limited = [];
    vmRules = rules([]);
    issued = 0;
    service = new SearchService({
      registry,
      cache: new SearchCache(1024 * 1024),
      previewTokens: fakePreviewTokens,
      limit: (clientIp) => {
        blockingLimit(clientIp);
        limited.push(clientIp);
      },
      events: {
        issueQueryId: (shopId) => `${shopId}-q${++issued}`,
        recordSearch: (search) => recorded.push(search),
      },
      rules: {
        get: () => ({
          effectOf: (_shopId, search, options) => vmSearchEffect(vmRules, search, options),
        }),
      },
      now: () => NOW_SECONDS * 1000,
    });
  });

  describe('storefront search', () => {
    it('counts the call against the client address before looking the shop up', () => {
      expect(() => service.search('no-such-key', request({ q: 'sofa' }), ORIGIN)).toThrow(
        expect.objectContaining({ code: 'shop-not-found' }),
      );
      expect(limited).toEqual([ORIGIN.clientIp]);
      publish(true);
      const blocked = { ...ORIGIN, clientIp: 'blocked' };
      expect(() => service.search(KEY, request({ q: 'sofa' }), blocked)).toThrow(
        expect.objectContaining({ code: 'too-many-requests' }),
      );
      expect(recorded).toEqual([]);
    });

    it('refuses an unpublished shop with shop-not-published and logs nothing', () => {
      publish(false);
      expect(() => service.search(KEY, request({ q: 'sofa' }), ORIGIN)).toThrow(
        expect.objectContaining({ code: 'shop-not-published' }),
      );
      expect(recorded).toEqual([]);
    });

    it('answers a published shop and logs the search under the answer queryID', async () => {
      publish(true);
      const answer = parsed(await service.search(KEY, request({ q: 'sofa' }), ORIGIN));
      expect(ids(answer).sort()).toEqual(['bergen', 'milano', 'oslo']);
      expect(answer.results_count).toBe(3);
      expect(answer.queryID).toBe('s1-q1');
      expect(recorded).toHaveLength(1);
      expect(recorded[0]).toMatchObject({
        ...ORIGIN,
        queryId: 's1-q1',
        query: 'sofa',
        resultCount: 3,
        objectIds: ids(answer),
        preview: false,
        shop: { shopId: 's1' },
      });
    });

    it('logs no positions for a later page, whose products are not at positions 1 to 12', async () => {
      publish(true);
      await service.search(KEY, request({ q: 'sofa', offset: '1' }), ORIGIN);
      expect(recorded[0]).toMatchObject({ resultCount: 3, objectIds: null });
    });

    it('answers a repeated search from the cache, each answer with its own queryID', async () => {
      publish(true);
      const first = parsed(await service.search(KEY, request({ q: 'sofa' }), ORIGIN));
      const second = parsed(await service.search(KEY, request({ q: 'sofa' }), ORIGIN));
      expect(service.cacheStats()).toMatchObject({ hits: 1, misses: 1 });
      expect(ids(second)).toEqual(ids(first));
      expect(second.queryID).not.toBe(first.queryID);
      expect(recorded).toHaveLength(2);
    });

    it('applies a matching campaign, and a cached answer never outlives the campaign', async () => {
      publish(true);
      const sofa = request({ q: 'sofa' });
      const before = parsed(await service.search(KEY, sofa, ORIGIN));
      expect(ids(before)[0]).not.toBe('lamp');
      vmRules = rules([pinFirst('lamp', 'sofa')]);
      const pinned = parsed(await service.search(KEY, sofa, ORIGIN));
      expect(ids(pinned)[0]).toBe('lamp');
      vmRules = rules([]);
      expect(ids(parsed(await service.search(KEY, sofa, ORIGIN)))).toEqual(ids(before));
    });

    it('applies a campaign only within its validity, by the injected clock', async () => {
      publish(true);
      const later = { type: 'timeInterval' as const, from: NOW_SECONDS + 60, to: null };
      vmRules = rules([pinFirst('lamp', 'sofa', later)]);
      const answer = parsed(await service.search(KEY, request({ q: 'sofa' }), ORIGIN));
      expect(ids(answer)).not.toContain('lamp');
    });

    it('answers the banners of the first matching banner campaign', async () => {
      publish(true);
      const banner = {
        ...defaultBannerCampaign(),
        name: 'Summer',
        conditions: whenQueryContains('sofa'),
        actions: [
          {
            type: 'bannerListing' as const,
            url: 'https://shop.example/summer',
            imageUrl: 'https://cdn.example/summer.png',
            mobileImageUrl: 'https://cdn.example/summer-m.png',
            position: 0,
            name: 'Summer_1',
          },
        ],
      };
      vmRules = rules([], [banner]);
      const answer = parsed(await service.search(KEY, request({ q: 'sofa' }), ORIGIN));
      expect(answer.banners).toEqual([
        expect.objectContaining({
          id: 'Summer_1',
          position: 0,
          url: 'https://shop.example/summer',
        }),
      ]);
    });
  });

  describe('preview search', () => {
    it('refuses a token not issued for this shop key before reading the index', async () => {
      publish(true);
      const search = request({ q: 'sofa', preview: 'token-for-another-key' });
      await expect(service.search(KEY, search, ORIGIN)).rejects.toMatchObject({
        code: 'preview-token-invalid',
      });
      expect(recorded).toEqual([]);
    });

    it('answers an unpublished shop, logged as preview and never cached', async () => {
      publish(false);
      const search = request({ q: 'sofa', preview: `token-for-${KEY}` });
      const answer = parsed(await service.search(KEY, search, ORIGIN));
      expect(answer.results_count).toBe(3);
      await service.search(KEY, search, ORIGIN);
      expect(service.cacheStats()).toMatchObject({ hits: 0, misses: 0 });
      expect(recorded.map((entry) => entry.preview)).toEqual([true, true]);
      expect(limited).toEqual([ORIGIN.clientIp, ORIGIN.clientIp]);
    });

    it('answers no products for a shop without an index yet', async () => {
      const search = request({ q: 'sofa', preview: `token-for-${KEY}` });
      const answer = parsed(await service.search(KEY, search, ORIGIN));
      expect(answer.results).toEqual([]);
      expect(answer.results_count).toBe(0);
    });
  });

  describe('owner search', () => {
    it('lists the catalogue as it is, campaigns left out, unpublished or not', () => {
      publish(false);
      vmRules = rules([pinFirst('lamp', 'sofa')]);
      const answer = service.ownerSearch(KEY, request({ q: 'sofa', highlight: '1' }));
      expect(ids(answer).sort()).toEqual(['bergen', 'milano', 'oslo']);
      expect(answer.results.every((hit) => hit.highlights === undefined)).toBe(true);
      expect(recorded).toEqual([]);
      expect(limited).toEqual([]);
    });

    it('answers no products for a shop without an index yet', () => {
      expect(service.ownerSearch(KEY, request({ q: 'sofa' }))).toEqual({
        results: [],
        results_count: 0,
        stats: {},
      });
    });
  });
});
