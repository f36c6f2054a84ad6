import { searchQuerySchema, searchResponseSchema, type SearchResponse } from '@trova/contracts';
import { SearchIndex, type SearchResult } from '@trova/engine';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { searchSettingsOf } from '../configuration/index';
import { blockingLimit, fakePreviewTokens } from '../../../test/storefront-fakes';
import { IndexRegistry } from './index-registry';
import type { LearnedEvidenceLookup, LearnedScore } from './learned-evidence.port';
import { toResponse } from './search-response.mapper';
import { serializeSearchResult } from './search-response.serializer';
import { SearchService } from './search.service';

const KEY = 'key-s1';
const CATALOGUE = [
  { id: 'oslo', title: 'Sofa Oslo' },
  { id: 'bergen', title: 'Sofa Bergen' },
  { id: 'lamp', title: 'Lampada' },
];
const ORIGIN = { clientIp: '203.0.113.7', userAgent: 'test' };
const request = (fields: Record<string, string>) => searchQuerySchema.parse(fields);

function buildIndex(): SearchIndex {
  const settings = searchSettingsOf({ setup: null, fineTuning: null });
  return SearchIndex.build(settings.schema, CATALOGUE);
}

/**
 * The engine's answer with `learned` on the explanation of `oslo`, as the engine gives it when
 * learning ranks the hit (the engine's own tests cover when it does).
 */
function withLearned(result: SearchResult, score: LearnedScore): SearchResult {
  return {
    ...result,
    hits: result.hits.map((hit) =>
      hit.id === 'oslo' && hit.explain
        ? { ...hit, explain: { ...hit.explain, learned: score } }
        : hit,
    ),
  };
}

/** Evidence from a fixed table, recording what it was asked. */
function fakeLookup(asked: [LearnedScore, string][]): LearnedEvidenceLookup {
  return (learned, productId) => {
    asked.push([learned, productId]);
    if (productId !== 'oslo') return undefined;
    return {
      source: learned.source,
      score: learned.score,
      clicks: 40,
      carts: 3,
      purchases: 1,
      days: 30,
    };
  };
}

const SCORE: LearnedScore = { source: 'query', key: 'sofa', score: 0.42 };

describe('learned evidence on the explained hits', () => {
  it('adds the evidence to the hit the engine ranked with a learned score, only that one', () => {
    const result = withLearned(buildIndex().search({ q: 'sofa', explain: true }), SCORE);
    const asked: [LearnedScore, string][] = [];
    const sent = JSON.parse(
      serializeSearchResult(result, ['title'], undefined, fakeLookup(asked)),
    ) as SearchResponse;
    expect(searchResponseSchema.parse(sent)).toEqual(sent);
    const byId = new Map(sent.results.map((hit) => [hit.header.externalId, hit]));
    expect(byId.get('oslo')?.explain?.learned).toEqual({
      source: 'query',
      score: 0.42,
      clicks: 40,
      carts: 3,
      purchases: 1,
      days: 30,
    });
    expect(byId.get('bergen')?.explain).toBeDefined();
    expect(byId.get('bergen')?.explain?.learned).toBeUndefined();
    // Hits without a learned score are not looked up: their evidence would explain nothing.
    expect(asked).toEqual([[SCORE, 'oslo']]);
    expect(toResponse(result, ['title'], undefined, fakeLookup([]))).toEqual(sent);
  });

  it('leaves learned out when the lookup knows nothing of the product, or there is none', () => {
    const result = withLearned(buildIndex().search({ q: 'sofa', explain: true }), SCORE);
    const none = toResponse(result, ['title'], undefined, () => undefined);
    const absent = toResponse(result, ['title']);
    for (const answer of [none, absent]) {
      expect(answer.results.every((hit) => hit.explain && !('learned' in hit.explain))).toBe(true);
    }
  });
});

describe('SearchService preview explain', () => {
  let registry: IndexRegistry;
  let evidenceOf: ReturnType<typeof vi.fn<(shopId: string) => Promise<LearnedEvidenceLookup>>>;
  let service: SearchService;

  beforeEach(() => {
    registry = new IndexRegistry();
    const index = buildIndex();
    const search = index.search.bind(index);
    vi.spyOn(index, 'search').mockImplementation((query) => withLearned(search(query), SCORE));
    const settings = searchSettingsOf({ setup: null, fineTuning: null });
    registry.swap(KEY, {
      shopId: 's1',
      index,
      attributes: [],
      excludedIps: new Set(),
      resultFields: ['title'],
      published: true,
      catalogueVersion: 1,
      inputs: settings.inputs,
    });
    evidenceOf = vi.fn(() => Promise.resolve(fakeLookup([])));
    service = new SearchService({
      registry,
      previewTokens: fakePreviewTokens,
      limit: blockingLimit,
      learned: { get: () => ({ evidenceOf }) },
    });
  });

  const hits = async (fields: Record<string, string>) =>
    (JSON.parse(await service.search(KEY, request(fields), ORIGIN)) as SearchResponse).results;

  it("explains a preview's hits with the shop's learned evidence", async () => {
    const results = await hits({ q: 'sofa', explain: '1', preview: `token-for-${KEY}` });
    expect(evidenceOf).toHaveBeenCalledWith('s1');
    const oslo = results.find((hit) => hit.header.externalId === 'oslo');
    expect(oslo?.explain?.learned).toMatchObject({ source: 'query', clicks: 40, days: 30 });
  });

  it('reads no evidence for a plain preview nor for a storefront search', async () => {
    const preview = await hits({ q: 'sofa', preview: `token-for-${KEY}` });
    const storefront = await hits({ q: 'sofa', explain: '1' });
    expect(evidenceOf).not.toHaveBeenCalled();
    expect([...preview, ...storefront].every((hit) => hit.explain === undefined)).toBe(true);
  });

  it('answers without learned evidence while no learning module is connected', async () => {
    const bare = new SearchService({
      registry,
      previewTokens: fakePreviewTokens,
      limit: blockingLimit,
    });
    const sent = JSON.parse(
      await bare.search(
        KEY,
        request({ q: 'sofa', explain: '1', preview: `token-for-${KEY}` }),
        ORIGIN,
      ),
    ) as SearchResponse;
    expect(sent.results.length).toBeGreaterThan(0);
    expect(sent.results.every((hit) => hit.explain && hit.explain.learned === undefined)).toBe(
      true,
    );
  });
});
