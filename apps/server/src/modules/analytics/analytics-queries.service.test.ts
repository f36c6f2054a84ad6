import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testReads } from '../../../test/analytics-reads';
import { insertProductDays, insertRollups } from '../../../test/analytics-rollups';
import { openTestDatabase, type TestDatabase } from '../../../test/dialects';
import type { AnalyticsReads } from './analytics-reads';
import { highlightListAnswer, highlightsAnswer } from './analytics-queries.service';

const D = 20_000;
const scope = { shopId: 's1', fromDay: D, toDay: D, device: 'all' } as const;

describe('queries screen', () => {
  let database: TestDatabase;
  let reads: AnalyticsReads;

  beforeEach(async () => {
    database = await openTestDatabase('sqlite');
    reads = testReads(database.db, { p0: 'Prodotto zero' });
    await insertRollups(
      database.db,
      'analytics_query_days',
      Array.from({ length: 21 }, (_, index) => ({
        shop_id: 's1',
        day: D,
        query: `q${String(index).padStart(2, '0')}`,
        intents: 100 - index,
      })),
    );
    await insertProductDays(database.db, [
      { shop_id: 's1', day: D, object_id: 'p0', impressions: 4, clicks: 1 },
      { shop_id: 's1', day: D, object_id: 'p1', impressions: 4, clicks: 2 },
    ]);
  });
  afterEach(() => database.dispose());

  it('shows the top 10 of each highlight, all eight keys present', async () => {
    const highlights = await highlightsAnswer(reads, scope);
    expect(Object.keys(highlights)).toHaveLength(8);
    expect(highlights.trendingSearches).toHaveLength(10);
    expect(highlights.trendingSearches[0]).toEqual({ value: 'q00', count: 100 });
    expect(highlights.noResults).toEqual([]);
    expect(highlights.clickedProducts).toEqual([
      { value: 'p1', count: 2, id: 'p1' },
      { value: 'Prodotto zero', count: 1, id: 'p0' },
    ]);
  });

  it('pages a full list 20 at a time and refuses unknown lists', async () => {
    const first = await highlightListAnswer(reads, scope, 'trendingSearches', 0);
    const second = await highlightListAnswer(reads, scope, 'trendingSearches', 1);
    expect(first.items).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    expect(second).toEqual({
      type: 'trendingSearches',
      items: [{ value: 'q20', count: 80 }],
      hasMore: false,
    });
    await expect(highlightListAnswer(reads, scope, 'everything', 0)).rejects.toMatchObject({
      code: 'validation-failed',
    });
  });

  it('says a list ending on a full page has no more, so no empty page is asked for', async () => {
    // Shop s3 has exactly one full page of queries; s1's 21 stay its own.
    await insertRollups(
      database.db,
      'analytics_query_days',
      Array.from({ length: 20 }, (_, index) => ({
        shop_id: 's3',
        day: D,
        query: `r${String(index).padStart(2, '0')}`,
        intents: 50 - index,
      })),
    );
    const only = await highlightListAnswer(
      reads,
      { ...scope, shopId: 's3' },
      'trendingSearches',
      0,
    );
    expect(only.items).toHaveLength(20);
    expect(only.hasMore).toBe(false);
    const other = await highlightListAnswer(reads, scope, 'trendingSearches', 0);
    expect([other.items.length, other.hasMore]).toEqual([20, true]);
  });
});
