import type { QueryClient } from '@tanstack/react-query';
import type { Shop } from '@trova/contracts';
import { shopKeys } from '../shops/shop-keys';
import { getConfigurationState, markConfigurationSaved } from './configuration-store';

/**
 * A save, the wizard's configure call and a rollback all answer the updated shop list. It replaces
 * the cached list, and the saved shop from that list becomes the draft's baseline, so the baseline
 * always comes from the query cache. Should the answer lack the shop, the draft it saved is kept
 * as the baseline rather than showing edits that no longer exist.
 */
export function adoptSavedShops(queryClient: QueryClient, shops: Shop[], shopId: string): void {
  queryClient.setQueryData(shopKeys.list, shops);
  const saved = shops.find((shop) => shop.id === shopId);
  const { draft } = getConfigurationState();
  if (saved) markConfigurationSaved(saved);
  else if (draft) markConfigurationSaved({ id: shopId, ...draft });
}
