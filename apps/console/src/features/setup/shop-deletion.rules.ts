import { shopStatus, type Shop } from '@trova/contracts';
import { dashboardPath } from '../dashboard/urls';
import { wizardPath } from '../wizard/urls';

/**
 * Where the console goes after a shop is deleted, given the shops that remain
 * (docs/product/search-setup.md#delete-shop): the first remaining completed shop opens on the
 * dashboard. Without one the owner starts over like a new one, in the wizard, which itself resumes a
 * shop still being configured.
 */
export function afterShopDeleted(remaining: readonly Shop[]): {
  currentShop: Shop | null;
  to: typeof dashboardPath | typeof wizardPath;
} {
  const first = remaining.find((shop) => shopStatus(shop) === 'completed');
  return first ? { currentShop: first, to: dashboardPath } : { currentShop: null, to: wizardPath };
}
