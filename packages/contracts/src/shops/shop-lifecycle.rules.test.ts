import { describe, expect, it } from 'vitest';
import { firstSyncFailed } from './shop-lifecycle.rules';

const failure = { code: 'feed-not-found', message: 'the feed server answered 404', at: 20 };
const failedFirstSync = {
  last_sync_start_time: 10,
  last_index_start_time: null,
  isSynchronizing: false,
  skus: 0,
  syncError: failure,
};

describe('a shop whose first sync failed', () => {
  it('is one that is not completed, not syncing, has no SKU and whose latest sync failed', () => {
    expect(firstSyncFailed(failedFirstSync)).toBe(true);
  });

  it('is not one that retries, already has products, is completed or never failed', () => {
    expect(firstSyncFailed({ ...failedFirstSync, isSynchronizing: true })).toBe(false);
    expect(firstSyncFailed({ ...failedFirstSync, skus: 3 })).toBe(false);
    expect(firstSyncFailed({ ...failedFirstSync, last_index_start_time: 30 })).toBe(false);
    expect(firstSyncFailed({ ...failedFirstSync, syncError: null })).toBe(false);
  });
});
