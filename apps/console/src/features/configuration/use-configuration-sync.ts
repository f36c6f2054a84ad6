import { useEffect } from 'react';
import { findCurrentShop } from '../shops/current-shop';
import { useCurrentShopId } from '../shops/current-shop-store';
import { useShops } from '../shops/shops.queries';
import { loadConfiguration } from './configuration-store';

/**
 * Keeps the draft on the current shop: a fresh shop list replaces a clean draft, never pending
 * edits (see loadConfiguration). Returns the current shop and whether the list is still loading.
 */
export function useConfigurationSync() {
  const shops = useShops();
  const shop = findCurrentShop(shops.data, useCurrentShopId());
  useEffect(() => {
    if (shop) loadConfiguration(shop);
  }, [shop]);
  return { shop, loading: shops.isPending };
}
