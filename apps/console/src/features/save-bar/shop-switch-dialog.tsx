import { useLocation, type Blocker } from 'react-router';
import { settleShopSwitch, usePendingShopSwitch } from '../configuration/shop-switch';
import { GuardDialog } from '../guard/guard-dialog';
import { useUnsavedChanges } from '../guard/unsaved-changes-store';

/**
 * The guard's save-changes dialog for a held shop switch, or its discard dialog while a Visual
 * Machine item is being edited. A shop switch is not a navigation, so the router's blocker is
 * stood in for by one that settles the switch.
 */
export function ShopSwitchDialog() {
  const pending = usePendingShopSwitch();
  const { editing } = useUnsavedChanges();
  const location = useLocation();
  if (!pending) return null;
  const blocker: Blocker = {
    state: 'blocked',
    location,
    proceed: () => settleShopSwitch(true),
    reset: () => settleShopSwitch(false),
  };
  return <GuardDialog kind={editing ? 'confirm-discard' : 'confirm-unsaved'} blocker={blocker} />;
}
