import type { Shop } from '@trova/contracts';
import { dashboardPath } from '../dashboard/urls';
import { wizardPath } from '../wizard/urls';

/**
 * Where the console goes after a shop is deleted, given the shops that remain
 * (docs/product/search-setup.md#delete-shop).
 */
export function afterShopDeleted(remaining: readonly Shop[]): {
  currentShop: Shop | null;
  to: typeof dashboardPath | typeof wizardPath;
} {
  const first = remaining[0];
  return first ? { currentShop: first, to: dashboardPath } : { currentShop: null, to: wizardPath };
}
