import { describe, expect, it } from 'vitest';
import { testShop } from '../../test/shop-fixture';
import {
  indexingInterval,
  skuCountInterval,
  syncEnded,
  syncStatusInterval,
  withIndexing,
  withSyncStatus,
} from './shop-polling';

const syncing = [
  { id: 'shop-1', isSynchronizing: true },
  { id: 'shop-2', isSynchronizing: false },
];
const idle = [
  { id: 'shop-1', isSynchronizing: false },
  { id: 'shop-2', isSynchronizing: false },
];

describe('app-wide polls', () => {
  it('asks the sync status every 5 s while any shop syncs, then stops', () => {
    expect(syncStatusInterval(syncing)).toBe(5_000);
    expect(syncStatusInterval(idle)).toBe(false);
    expect(syncStatusInterval(undefined)).toBe(false);
  });

  it('refreshes the SKU count once when the last sync ends', () => {
    expect(syncEnded(syncing, idle)).toBe(true);
    expect(syncEnded(idle, idle)).toBe(false);
    expect(syncEnded(syncing, syncing)).toBe(false);
    expect(syncEnded(undefined, idle)).toBe(false);
  });

  it('asks the SKU count every 300 s while a shop syncs', () => {
    expect(skuCountInterval(true)).toBe(300_000);
    expect(skuCountInterval(false)).toBe(false);
  });

  it("asks the current shop's indexing every 5 s while it indexes", () => {
    expect(indexingInterval({ isIndexing: true })).toBe(5_000);
    expect(indexingInterval({ isIndexing: false })).toBe(false);
    expect(indexingInterval(undefined)).toBe(false);
  });

  it('writes polled flags into the shop list, keeping it when nothing changed', () => {
    const shops = [testShop({ id: 'shop-1' }), testShop({ id: 'shop-2' })];
    expect(withSyncStatus(shops, idle)).toBe(shops);
    expect(withSyncStatus(shops, syncing).map((shop) => shop.isSynchronizing)).toEqual([
      true,
      false,
    ]);
    expect(withIndexing(shops, 'shop-2', false)).toBe(shops);
    expect(withIndexing(shops, 'shop-2', true)[1]?.isIndexing).toBe(true);
  });
});
