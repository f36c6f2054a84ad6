import {
  INDEXING_POLL_MS,
  SKU_COUNT_POLL_MS,
  SYNC_STATUS_POLL_MS,
  type Shop,
  type ShopIndexingStatus,
  type ShopSyncStatus,
} from '@trova/contracts';

/*
 * When the app-wide polls ask again (docs/product/shell.md, polling constants): each interval is
 * decided from the data the last answer brought, so a poll stops by itself once nothing is busy
 * and starts again when a later check (a navigation, a save) finds something busy.
 */

export function isAnySyncing(statuses: readonly ShopSyncStatus[] | undefined): boolean {
  return statuses?.some((status) => status.isSynchronizing) ?? false;
}

/** Sync status: every 5 s while any shop syncs, otherwise not until the next check. */
export function syncStatusInterval(
  statuses: readonly ShopSyncStatus[] | undefined,
): number | false {
  return isAnySyncing(statuses) ? SYNC_STATUS_POLL_MS : false;
}

/** SKU counts: every 300 s while a shop syncs (its catalogue is growing), else only on demand. */
export function skuCountInterval(anySyncing: boolean): number | false {
  return anySyncing ? SKU_COUNT_POLL_MS : false;
}

/** Indexing of the current shop: every 5 s while it indexes. */
export function indexingInterval(status: ShopIndexingStatus | undefined): number | false {
  return status?.isIndexing ? INDEXING_POLL_MS : false;
}

/** A sync just ended: some shop was syncing at the last answer and none is now. */
export function syncEnded(
  before: readonly ShopSyncStatus[] | undefined,
  after: readonly ShopSyncStatus[],
): boolean {
  return isAnySyncing(before) && !isAnySyncing(after);
}

/**
 * The shop list with the polled sync flags, so screens reading the list see them without a reload.
 * Returns the same list when nothing changed, which spares the list's readers a render.
 */
export function withSyncStatus(shops: Shop[], statuses: readonly ShopSyncStatus[]): Shop[] {
  const syncing = new Map(statuses.map((status) => [status.id, status.isSynchronizing]));
  let changed = false;
  const next = shops.map((shop) => {
    const flag = syncing.get(shop.id);
    if (flag === undefined || flag === shop.isSynchronizing) return shop;
    changed = true;
    return { ...shop, isSynchronizing: flag };
  });
  return changed ? next : shops;
}

/** The shop list with one shop's polled indexing flag; the same list when it did not change. */
export function withIndexing(shops: Shop[], shopId: string, isIndexing: boolean): Shop[] {
  const shop = shops.find((candidate) => candidate.id === shopId);
  if (!shop || shop.isIndexing === isIndexing) return shops;
  return shops.map((candidate) => (candidate === shop ? { ...shop, isIndexing } : candidate));
}
