import type { ShopStatus } from '../constants/shops.constants';

interface LifecycleFields {
  readonly last_sync_start_time: number | null;
  readonly last_index_start_time: number | null;
}

/**
 * Shop lifecycle from timestamps (docs/product/shell.md#shop-lifecycle): to be configured without a
 * sync start, configuring once synced but not indexed, completed once an index start exists.
 * @example shopStatus({ last_sync_start_time: 1, last_index_start_time: null }) // 'configuring'
 */
export function shopStatus(shop: LifecycleFields): ShopStatus {
  if (shop.last_index_start_time !== null) return 'completed';
  if (shop.last_sync_start_time !== null) return 'configuring';
  return 'toBeConfigured';
}

/**
 * Shops the console lists: completed and configuring ones.
 * @example displayedShops([{ last_sync_start_time: null, last_index_start_time: null }]) // []
 */
export function displayedShops<T extends LifecycleFields>(shops: readonly T[]): T[] {
  return shops.filter((shop) => shopStatus(shop) !== 'toBeConfigured');
}

/**
 * SKUs and monthly requests summed over completed shops only.
 * @example completedShopTotals([]) // { skus: 0, requests: 0 }
 */
export function completedShopTotals(
  shops: readonly (LifecycleFields & { readonly skus: number; readonly requests: number })[],
): { skus: number; requests: number } {
  return shops
    .filter((shop) => shopStatus(shop) === 'completed')
    .reduce(
      (totals, shop) => ({
        skus: totals.skus + shop.skus,
        requests: totals.requests + shop.requests,
      }),
      { skus: 0, requests: 0 },
    );
}

/**
 * A shop whose sync failed before it had a catalogue (docs/product/onboarding.md#a-failed-sync):
 * not completed, no sync waiting or running, the latest sync failed and no SKU arrived. The wizard
 * shows the failure instead of waiting, and the guard does not hold the owner on such a shop.
 * @example firstSyncFailed({ …configuring, isSynchronizing: false, skus: 0, syncError: { code: 'feed-not-found', message: '', at: 1 } }) // true
 */
export function firstSyncFailed(
  shop: LifecycleFields & {
    readonly isSynchronizing?: boolean;
    readonly skus?: number;
    readonly syncError?: { readonly code: string } | null;
  },
): boolean {
  return (
    shopStatus(shop) !== 'completed' &&
    shop.isSynchronizing !== true &&
    (shop.skus ?? 0) === 0 &&
    shop.syncError !== null &&
    shop.syncError !== undefined
  );
}
