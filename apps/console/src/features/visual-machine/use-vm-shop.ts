import { findCurrentShop } from '../shops/current-shop';
import { useCurrentShopId } from '../shops/current-shop-store';
import { useShops } from '../shops/shops.queries';

/**
 * The current shop as last saved (the shop list's copy, not the configuration draft): its facets,
 * layout and key are what the Visual Machine's conditions and product picker read.
 */
export function useVmShop() {
  const shops = useShops();
  const shop = findCurrentShop(shops.data, useCurrentShopId());
  return { shop, loading: shops.isPending };
}
