import { SearchIndex, type SearchQuery } from '@trova/engine';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ENGINE_SCHEMA } from '../configuration/index';
import { searchCacheKey, SearchCache } from './search-cache';
import type { SearchAnswer, UnclosedResponseJson } from './search-response.serializer';

const newIndex = () =>
  SearchIndex.build(DEFAULT_ENGINE_SCHEMA, [{ id: 'p1', title: 'Scarpa', price: 10 }]);
const json = (text: string): SearchAnswer => ({
  unclosed: text as UnclosedResponseJson,
  resultCount: 0,
  objectIds: [],
});

/** Counts how often the cache computes instead of answering from memory. */
function computing(body: string) {
  const calls = { count: 0 };
  const compute = () => {
    calls.count += 1;
    return json(body);
  };
  return { calls, compute };
}

describe('searchCacheKey', () => {
  it('is the same for filters and values in another order, since values are ORed and facets ANDed', () => {
    expect(
      searchCacheKey({ q: 'scarpe', filters: { color: ['rosso', 'blu'], brand: ['Nike'] } }),
    ).toBe(searchCacheKey({ q: 'scarpe', filters: { brand: ['Nike'], color: ['blu', 'rosso'] } }));
  });

  it('differs whenever the engine would answer differently', () => {
    const base = { q: 'scarpe', offset: 0, limit: 12 };
    const queries: SearchQuery[] = [
      base,
      { ...base, q: 'scarpa' },
      { ...base, offset: 12 },
      { ...base, limit: 24 },
      { ...base, filters: { brand: ['Nike'] } },
      { ...base, filters: { price: { min: 10 } } },
      { ...base, filters: { price: { max: 10 } } },
      { ...base, sort: [{ field: 'price', order: 'asc' as const }] },
      { ...base, sort: [{ field: 'price', order: 'desc' as const }] },
      { ...base, merchandising: { pins: [{ id: 'p1', position: 0 }] } },
      { ...base, merchandising: { pins: [{ id: 'p2', position: 0 }] } },
      { ...base, facets: ['brand'] },
    ];
    const keys = queries.map((query) => searchCacheKey(query));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('SearchCache', () => {
  it('answers a repeated search from memory and counts hits and misses', () => {
    const cache = new SearchCache(1024 * 1024);
    const index = newIndex();
    const { calls, compute } = computing('{"results":[]}');
    expect(cache.answer(index, { q: 'scarpa' }, compute).unclosed).toBe('{"results":[]}');
    expect(cache.answer(index, { q: 'scarpa' }, compute).unclosed).toBe('{"results":[]}');
    cache.answer(index, { q: 'borsa' }, compute);
    expect(calls.count).toBe(2);
    expect(cache.stats()).toEqual({ hits: 1, misses: 2 });
  });

  it('starts empty for a new index, so a rebuilt or reconfigured shop never gets an old answer', () => {
    const cache = new SearchCache(1024 * 1024);
    const before = newIndex();
    cache.answer(before, { q: 'scarpa' }, () => json('old'));
    const after = newIndex();
    expect(cache.answer(after, { q: 'scarpa' }, () => json('new')).unclosed).toBe('new');
    expect(cache.answer(after, { q: 'scarpa' }, () => json('other')).unclosed).toBe('new');
  });

  it('forgets the least recently used answers beyond its size', () => {
    const body = 'x'.repeat(1000);
    // Room for four answers with their keys, not five.
    const cache = new SearchCache(4 * (1002 + searchCacheKey({ q: 'a' }).length) + 50);
    const index = newIndex();
    for (const q of ['a', 'b', 'c', 'd']) cache.answer(index, { q }, () => json(body));
    cache.answer(index, { q: 'a' }, () => json(body));
    cache.answer(index, { q: 'e' }, () => json(body));
    const { calls, compute } = computing(body);
    cache.answer(index, { q: 'a' }, compute);
    expect(calls.count).toBe(0);
    cache.answer(index, { q: 'b' }, compute);
    expect(calls.count).toBe(1);
  });

  it('shares one budget between the indexes of every shop', () => {
    const body = 'x'.repeat(1000);
    const cache = new SearchCache(2 * (1002 + searchCacheKey({ q: 'a' }).length) + 50);
    const [first, second] = [newIndex(), newIndex()];
    cache.answer(first, { q: 'a' }, () => json(body));
    cache.answer(second, { q: 'a' }, () => json(body));
    cache.answer(second, { q: 'b' }, () => json(body));
    const { calls, compute } = computing(body);
    cache.answer(second, { q: 'a' }, compute);
    expect(calls.count).toBe(0);
    cache.answer(first, { q: 'a' }, compute);
    expect(calls.count).toBe(1);
  });

  it('serves an answer too large to keep without keeping it', () => {
    const cache = new SearchCache(100);
    const index = newIndex();
    const { calls, compute } = computing('x'.repeat(200));
    cache.answer(index, { q: 'big' }, compute);
    cache.answer(index, { q: 'big' }, compute);
    expect(calls.count).toBe(2);
  });

  it('computes every answer when its size is 0', () => {
    const cache = new SearchCache(0);
    const index = newIndex();
    const { calls, compute } = computing('{}');
    cache.answer(index, { q: 'scarpa' }, compute);
    cache.answer(index, { q: 'scarpa' }, compute);
    expect(calls.count).toBe(2);
  });

  it('counts an answer by its own size when it has one, so answers sharing pieces fit more', () => {
    const text = 'x'.repeat(1000);
    // Room for one such answer counted by its text, and for several counted by their size.
    const cache = new SearchCache(1200);
    const index = newIndex();
    const { calls } = computing('');
    const compute = () => {
      calls.count += 1;
      return { unclosed: text, resultCount: 0, objectIds: [], size: 100 };
    };
    for (const q of ['a', 'b', 'c']) cache.answer(index, { q }, compute);
    for (const q of ['a', 'b', 'c'])
      expect(cache.answer(index, { q }, compute).unclosed).toBe(text);
    expect(calls.count).toBe(3);
  });
});
