import { BILLING_HIDDEN_PLATFORMS } from '@trova/contracts';
import { findCurrentShop } from '../shops/current-shop';
import { useCurrentShopId } from '../shops/current-shop-store';
import { useShops } from '../shops/shops.queries';

/**
 * Shopify bills its merchants itself, so billing is hidden while the current shop is a Shopify
 * shop (docs/product/shell.md#side-menu).
 * @example isBillingHidden({ cms: { type: 'shopify' } }) // true
 */
export function isBillingHidden(shop: { cms: { type: string } } | undefined): boolean {
  return (
    shop !== undefined && (BILLING_HIDDEN_PLATFORMS as readonly string[]).includes(shop.cms.type)
  );
}

/** Whether the current shop hides billing: its menu entry and its screens. */
export function useBillingHidden(): boolean {
  const shops = useShops();
  return isBillingHidden(findCurrentShop(shops.data, useCurrentShopId()));
}
