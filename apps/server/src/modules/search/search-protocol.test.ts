import { compileTriggers, defaultCampaign, type Campaign } from '@trova/contracts';
import { SearchIndex, type SearchResult } from '@trova/engine';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakePreviewTokens } from '../../../test/storefront-fakes';
import { searchSettingsOf } from '../configuration/index';
import { vmSearchEffect, type VmSearchRules } from '../visual-machine/index';
import { IndexRegistry, type ShopIndex } from './index-registry';
import { SearchCache } from './search-cache';
import { protocolCached, type ProtocolSearch } from './search-protocol';
import { SearchService, type SearchServiceDependencies } from './search.service';

type RecordedSearch = Parameters<
  NonNullable<SearchServiceDependencies['events']>['recordSearch']
>[0];

const CATALOGUE = [
  { id: 'oslo', title: 'Sofa Oslo', price: 300 },
  { id: 'bergen', title: 'Sofa Bergen', price: 200 },
];
const ORIGIN = { clientIp: '203.0.113.7', userAgent: 'Mozilla/5.0 test' };

/** A campaign pinning `bergen` first whenever the query contains `sofa`. */
const PIN: Campaign = {
  ...defaultCampaign(),
  name: 'pin bergen',
  conditions: [
    {
      queries: [{ type: 'queryContains', value: 'sofa' }],
      facet: { type: 'filterIs', filters: [] },
    },
  ],
  actions: [
    {
      type: 'pin',
      products: [{ id: 'bergen', title: '', image: '', price: 1, url: '', isAlive: true }],
    },
  ],
};

describe('SearchService.protocolSearch', () => {
  let recorded: RecordedSearch[];
  let written: number;
  let service: SearchService;
  let entry: ShopIndex;

  const search = (log: ProtocolSearch['log'], queryId = false): ProtocolSearch => ({
    query: { q: 'sofa', highlight: false },
    facts: { q: 'sofa', filters: [] },
    view: 'v1',
    write: (result: SearchResult) => {
      written += 1;
      return `{"ids":${JSON.stringify(result.hits.map((hit) => hit.id))}`;
    },
    log,
    queryId,
  });
  const LOG = {
    filters: ['brand:Nike'],
    sort: null,
    userToken: 'shopper-1',
    device: 'desktop' as const,
  };

  beforeEach(() => {
    recorded = [];
    written = 0;
    const settings = searchSettingsOf({ setup: null, fineTuning: null });
    entry = {
      shopId: 's1',
      index: SearchIndex.build(settings.schema, CATALOGUE),
      attributes: [],
      excludedIps: new Set(),
      resultFields: [],
      published: true,
      catalogueVersion: 1,
      inputs: settings.inputs,
    };
    const registry = new IndexRegistry();
    registry.swap('key-s1', entry);
    const vmRules: VmSearchRules = {
      campaigns: [{ item: PIN, matches: compileTriggers(PIN.conditions) }],
      bannerCampaigns: [],
    };
    let issued = 0;
    service = new SearchService({
      registry,
      cache: new SearchCache(1024 * 1024),
      previewTokens: fakePreviewTokens,
      limit: () => undefined,
      events: {
        issueQueryId: (shopId) => `${shopId}-q${++issued}`,
        recordSearch: (logged) => recorded.push(logged),
      },
      rules: {
        get: () => ({
          effectOf: (_shop, facts, options) => vmSearchEffect(vmRules, facts, options),
        }),
      },
    });
  });

  it('applies the campaigns, logs the search with its fields and gives it a queryID', async () => {
    const answer = await service.protocolSearch(entry, search(LOG), ORIGIN);
    expect(answer.unclosed).toBe('{"ids":["bergen","oslo"]');
    expect(answer.queryId).toBe('s1-q1');
    expect(recorded).toEqual([
      expect.objectContaining({
        queryId: 's1-q1',
        query: 'sofa',
        resultCount: 2,
        filters: ['brand:Nike'],
        userToken: 'shopper-1',
        device: 'desktop',
        objectIds: ['bergen', 'oslo'],
        preview: false,
      }),
    ]);
  });

  it('answers a search without logging, with a queryID only when asked, from the cache', async () => {
    const quiet = await service.protocolSearch(entry, search(null), ORIGIN);
    const asked = await service.protocolSearch(entry, search(null, true), ORIGIN);
    expect(recorded).toEqual([]);
    expect(quiet.queryId).toBeUndefined();
    expect(asked.queryId).toBe('s1-q1');
    expect(written).toBe(1);
  });

  it('refuses an unpublished shop', () => {
    expect(() =>
      service.protocolSearch({ ...entry, published: false }, search(LOG), ORIGIN),
    ).toThrow(expect.objectContaining({ code: 'shop-not-published' }));
  });

  it('keeps a pieced answer by its own texts and serves it whole, spread or not', async () => {
    const pieced: ProtocolSearch = {
      ...search(null),
      write: (result) => {
        written += 1;
        const ids = result.hits.map((hit) => hit.id);
        return {
          texts: ['{"hits":[', ',', '],"n":2'],
          shared: (i) => JSON.stringify({ id: ids[i] }),
        };
      },
    };
    // The campaign pins bergen first.
    const whole = '{"hits":[{"id":"bergen"},{"id":"oslo"}],"n":2';
    const result = entry.index.search({
      q: 'sofa',
      merchandising: { pins: [{ id: 'bergen', position: 0 }] },
    });
    const cached = protocolCached(result, pieced, undefined);
    expect(cached.unclosed).toBe(whole);
    expect({ ...cached }.unclosed).toBe(whole);
    // The texts' 17 characters and two shared pieces counted as references, not as their text.
    expect(cached.size).toBe(17 + 2 * 16);
    const first = await service.protocolSearch(entry, pieced, ORIGIN);
    const again = await service.protocolSearch(entry, pieced, ORIGIN);
    expect([first.unclosed, again.unclosed]).toEqual([whole, whole]);
    expect(written).toBe(2);
  });
});
