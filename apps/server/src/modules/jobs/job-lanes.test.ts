import { describe, expect, it } from 'vitest';
import { JOBS, jobLanes } from './job-catalog';
import { runnerLanes } from './job-lanes';

describe('runnerLanes', () => {
  it("gives the server's competitor fetches their own slots, never a sync's", () => {
    expect(runnerLanes(Object.keys(JOBS), 2, jobLanes(1))).toEqual([
      {
        name: 'main',
        kinds: ['shop.sync', 'analytics.query-suggestions', 'platform.changes', 'learning.rebuild'],
        slots: 2,
      },
      { name: 'market-prices', kinds: ['market-prices.fetch-feed'], slots: 1 },
    ]);
  });

  it('leaves out lanes without a handled kind, and kinds without a handler', () => {
    const lanes = {
      side: { kinds: ['fetch', 'unhandled'], slots: 3 },
      idle: { kinds: ['x'], slots: 1 },
    };
    expect(runnerLanes(['sync', 'fetch'], 1, lanes)).toEqual([
      { name: 'main', kinds: ['sync'], slots: 1 },
      { name: 'side', kinds: ['fetch'], slots: 3 },
    ]);
  });
});
