import { useSyncExternalStore } from 'react';
import { getUnsavedChanges } from '../guard/unsaved-changes-store';
import { setCurrentShopId } from '../shops/current-shop-store';

export interface PendingShopSwitch {
  shopId: string;
  /** Runs once the shop is current, e.g. to route a configuring shop to wizard settings. */
  onSwitched?: () => void;
}

let pending: PendingShopSwitch | null = null;
const listeners = new Set<() => void>();

function publish(next: PendingShopSwitch | null): void {
  pending = next;
  for (const listener of listeners) listener();
}

/**
 * Switches the current shop, or, with unsaved changes or a Visual Machine item being edited, holds
 * the switch until the save-changes (or discard) dialog is answered (a shop switch asks like a
 * route change does: docs/product/shell.md#unsaved-changes). Shop switchers call this instead of
 * setCurrentShopId.
 */
export function requestShopSwitch(shopId: string, onSwitched?: () => void): void {
  const { unsavedChanges, editing } = getUnsavedChanges();
  if (unsavedChanges || editing) {
    publish({ shopId, onSwitched });
    return;
  }
  setCurrentShopId(shopId);
  onSwitched?.();
}

/** Answers the held switch: carry it out, or stay on the current shop. */
export function settleShopSwitch(proceed: boolean): void {
  const held = pending;
  publish(null);
  if (!proceed || !held) return;
  setCurrentShopId(held.shopId);
  held.onSwitched?.();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getPending = () => pending;

export function usePendingShopSwitch(): PendingShopSwitch | null {
  return useSyncExternalStore(subscribe, getPending, getPending);
}
