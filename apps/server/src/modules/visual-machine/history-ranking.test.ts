import { describe, expect, it } from 'vitest';
import { testClock } from '../../../test/test-app';
import type { AnalyticsScope } from '../analytics/index';
import { HISTORY_TTL_MS, HistoryRanking } from './history-ranking';

const DAY_MS = 86_400_000;

function fakeBlocks() {
  const scopes: AnalyticsScope[] = [];
  return {
    scopes,
    // Counts are [impressions, clicks, conversions], as the product blocks store them.
    sums: (scope: AnalyticsScope) => {
      scopes.push(scope);
      return Promise.resolve([
        { term: 'b', counts: [10, 3, 0] },
        { term: 'a', counts: [50, 3, 1] },
        { term: 'c', counts: [7, 0, 0] },
      ]);
    },
  };
}

describe('HistoryRanking', () => {
  it('ranks by clicks or by views (impressions) over the interval up to today', async () => {
    const blocks = fakeBlocks();
    const clock = testClock(20_000 * DAY_MS + 3_600_000);
    const history = new HistoryRanking({ blocks, now: clock });
    expect([...(await history.ranks('s1', 'clicks', 30))]).toEqual([
      ['a', 3],
      ['b', 3],
    ]);
    expect([...(await history.ranks('s1', 'views', 15)).keys()]).toEqual(['a', 'b', 'c']);
    expect(blocks.scopes).toEqual([
      { shopId: 's1', fromDay: 19_971, toDay: 20_000, device: 'all' },
      { shopId: 's1', fromDay: 19_986, toDay: 20_000, device: 'all' },
    ]);
  });

  it('reads the blocks again only after a while', async () => {
    const blocks = fakeBlocks();
    const clock = testClock(20_000 * DAY_MS);
    const history = new HistoryRanking({ blocks, now: clock });
    await history.ranks('s1', 'clicks', 30);
    await history.ranks('s1', 'clicks', 30);
    expect(blocks.scopes).toHaveLength(1);
    clock.advance(HISTORY_TTL_MS);
    await history.ranks('s1', 'clicks', 30);
    expect(blocks.scopes).toHaveLength(2);
  });
});
