import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentShopId } from '../../shops/current-shop-store';

/**
 * An editor belongs to the shop it was opened for: once another shop becomes current (the guard
 * asked to discard first, docs/product/visual-machine.md#editors) the screen goes to the list,
 * which loads the new shop's items.
 * @example useLeaveOnShopSwitch('/visualMachine/campaigns');
 */
export function useLeaveOnShopSwitch(listPath: string): void {
  const navigate = useNavigate();
  const current = useCurrentShopId();
  const [openedFor] = useState(current);
  useEffect(() => {
    if (current !== openedFor) void navigate(listPath, { replace: true });
  }, [current, openedFor, listPath, navigate]);
}
