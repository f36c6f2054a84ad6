import { useEffect } from 'react';
import { useShops } from '../shops/shops.queries';
import { updateWizard, useWizardState } from './wizard-store';

/**
 * A shop deleted while the wizard was ready to sync or syncing it (the failed-sync panel offers
 * deletion) leaves the wizard's memory: the menu stops saying "Syncing" and the shop step goes back
 * to choosing. Only past the choice: a shop just connected may not be in the cached list yet.
 */
export function useForgetDeletedShop(): void {
  const { shopId, shopPhase } = useWizardState();
  const shops = useShops();
  const gone =
    shopPhase !== 'choose' &&
    shopId !== null &&
    shops.isSuccess &&
    !shops.data.some((shop) => shop.id === shopId);
  useEffect(() => {
    if (gone) updateWizard({ shopId: null, shopPhase: 'choose' });
  }, [gone]);
}
