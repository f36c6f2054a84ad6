import { describe, expect, it } from 'vitest';
import { seededRandom } from '../simulator/index';
import {
  buildSuggestions,
  QUERY_SUGGESTIONS_RULE,
  suggestionWords,
  type QueryCount,
  type QuerySuggestion,
} from './query-suggestions';

const RULE = { ...QUERY_SUGGESTIONS_RULE, maxSuggestions: 5 };

/**
 * The rule written the slow, obvious way: every distinct folded form, its variants' total, the
 * variant written most (then first alphabetically), the minimums, sorted, capped.
 */
function naive(
  counts: readonly QueryCount[],
  hits: (query: string) => number | undefined,
  rule = RULE,
): QuerySuggestion[] {
  const keyOf = (query: string) =>
    query
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .join(' ');
  const keys = [...new Set(counts.map((count) => keyOf(count.query)))];
  const out: QuerySuggestion[] = [];
  for (const key of keys) {
    if (key === '' || key.split(' ').length > rule.maxWords) continue;
    if (key.replaceAll(' ', '').length < rule.minLetters) continue;
    const variants = counts
      .map((count) => ({ ...count, query: count.query.trim().replace(/\s+/g, ' ') }))
      .filter((count) => keyOf(count.query) === key && count.query.length <= rule.maxLength);
    if (variants.length === 0) continue;
    const popularity = variants.reduce((sum, count) => sum + count.popularity, 0);
    const best = [...variants].sort((a, b) =>
      a.popularity !== b.popularity ? b.popularity - a.popularity : a.query < b.query ? -1 : 1,
    )[0];
    if (!best || popularity < rule.minPopularity) continue;
    out.push({ query: best.query, popularity, nbHits: hits(best.query) ?? -1 });
  }
  return out
    .filter((entry) => entry.nbHits >= rule.minHits)
    .sort((a, b) =>
      a.popularity !== b.popularity ? b.popularity - a.popularity : a.query < b.query ? -1 : 1,
    )
    .slice(0, rule.maxSuggestions);
}

describe('query suggestions build', () => {
  it('folds case and accents into one suggestion, written as its most popular variant', async () => {
    const built = await buildSuggestions(
      [
        { query: 'caffè', popularity: 3 },
        { query: 'caffe', popularity: 2 },
        { query: ' Caffè ', popularity: 1 },
      ],
      () => Promise.resolve(10),
      RULE,
    );
    expect(built).toEqual([{ query: 'caffè', popularity: 6, nbHits: 10 }]);
  });

  it('keeps only queries with enough popularity, letters and hits', async () => {
    const hits: Record<string, number> = { borsa: 2, scarpe: 8, 'tv 4k': 5, 'x-1': 9 };
    const built = await buildSuggestions(
      [
        { query: 'scarpe', popularity: 9 },
        { query: 'borsa', popularity: 9 },
        { query: 'rare', popularity: 2 },
        { query: 'x-1', popularity: 9 },
        { query: 'tv 4k', popularity: 4 },
      ],
      (query) => Promise.resolve(hits[query] ?? 0),
      RULE,
    );
    expect(built.map((entry) => entry.query)).toEqual(['scarpe', 'tv 4k']);
  });

  it('suggests nothing for a shop without an index', async () => {
    const built = await buildSuggestions([{ query: 'scarpe', popularity: 9 }], () =>
      Promise.resolve(undefined),
    );
    expect(built).toEqual([]);
  });

  it('asks the index only for what it keeps, until the cap is full', async () => {
    const asked: string[] = [];
    const counts = Array.from({ length: 20 }, (_, i) => ({
      query: `query ${i}`,
      popularity: 50 - i,
    }));
    await buildSuggestions(counts, (query) => (asked.push(query), Promise.resolve(5)), RULE);
    expect(asked).toHaveLength(RULE.maxSuggestions);
  });

  it('matches the naive reference on random rollups', async () => {
    const random = seededRandom(7);
    const words = ['scarpe', 'Scarpe', 'scàrpe', 'rosse', 'tv', 'x', 'borsa', 'nike', 'air'];
    const pick = () => words[random.int(words.length)] ?? 'x';
    for (let round = 0; round < 50; round++) {
      const counts = Array.from({ length: 12 }, () => ({
        query: Array.from({ length: 1 + random.int(3) }, pick).join(' '),
        popularity: 1 + random.int(4),
      }));
      const hits = (query: string) => suggestionWords(query).length * 2;
      expect(await buildSuggestions(counts, (query) => Promise.resolve(hits(query)), RULE)).toEqual(
        naive(counts, hits),
      );
    }
  });
});
