import type { Shop } from '@trova/contracts';
import { useEffect } from 'react';
import { loadConfiguration } from '../configuration/configuration-store';
import { findCurrentShop } from '../shops/current-shop';
import { useCurrentShopId } from '../shops/current-shop-store';
import { useShops } from '../shops/shops.queries';

/**
 * The current shop, with its configuration loaded into the editing store when the screen mounts and
 * whenever the shop list changes (the store keeps a draft that has unsaved edits).
 */
export function useCurrentConfiguration(): { shop: Shop | undefined; isPending: boolean } {
  const shops = useShops();
  const shop = findCurrentShop(shops.data, useCurrentShopId());
  useEffect(() => {
    if (shop) loadConfiguration(shop);
  }, [shop]);
  return { shop, isPending: shops.isPending };
}
