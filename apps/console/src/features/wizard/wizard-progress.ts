import { WIZARD_PROGRESS } from '@trova/contracts';
import type { ShopPhase } from './wizard-store';
import { wizardCmsPath, wizardPath, wizardShopPath } from './urls';

/** Highest value of the menu's wizard indicator: every step done. */
export const WIZARD_PROGRESS_MAX = WIZARD_PROGRESS.other;

/**
 * The side menu's wizard indicator (docs/product/shell.md#side-menu): start 0, cms 1, shop 2, shop
 * while syncing 3, anything else 4.
 * @example wizardProgress('/wizard/cms', 'choose') // 1
 */
export function wizardProgress(pathname: string, shopPhase: ShopPhase): number {
  const path = pathname.replace(/\/+$/, '');
  if (path === wizardPath) return WIZARD_PROGRESS['wizard-start'];
  if (path === wizardCmsPath) return WIZARD_PROGRESS['wizard-cms'];
  if (path === wizardShopPath) {
    return shopPhase === 'syncing'
      ? WIZARD_PROGRESS['wizard-shop-syncing']
      : WIZARD_PROGRESS['wizard-shop'];
  }
  return WIZARD_PROGRESS.other;
}
