import type { Campaign } from '@trova/contracts';

/**
 * Whether a campaign holds a product the catalogue no longer has: its row shows a warning marker
 * and its editor a toast (docs/product/visual-machine.md#lists).
 * @example hasUnavailableProduct({ actions: [{ type: 'pin', products: [{ isAlive: false }] }] }) // true
 */
export function hasUnavailableProduct(campaign: Pick<Campaign, 'actions'>): boolean {
  return campaign.actions.some((action) => action.products.some((product) => !product.isAlive));
}
