import { useSyncExternalStore } from 'react';
import { subscribeSession } from '../../lib/api/session-store';

/**
 * The shop the console is configuring ("current configuration"). Kept in local storage so a reload
 * stays on the same shop instead of the guard reopening the first completed one.
 */
export const CURRENT_SHOP_STORAGE_KEY = 'trova.shopId';

const listeners = new Set<() => void>();

export function getCurrentShopId(): string | null {
  try {
    return window.localStorage.getItem(CURRENT_SHOP_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function setCurrentShopId(id: string | null): void {
  try {
    if (id === null) window.localStorage.removeItem(CURRENT_SHOP_STORAGE_KEY);
    else window.localStorage.setItem(CURRENT_SHOP_STORAGE_KEY, id);
  } catch {
    // Blocked storage: the choice is lost on reload and the guard picks a shop again.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useCurrentShopId(): string | null {
  return useSyncExternalStore(subscribe, getCurrentShopId, () => null);
}

// A shop choice belongs to the session that made it.
subscribeSession((session) => {
  if (!session.token && getCurrentShopId() !== null) setCurrentShopId(null);
});
