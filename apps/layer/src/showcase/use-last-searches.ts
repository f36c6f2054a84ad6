import { useMemo, useState } from 'preact/hooks';
import {
  deviceStorage,
  lastSearchesStore,
  type LastSearchesRetention,
} from './last-searches.store';

export interface LastSearches {
  items: readonly string[];
  /** Remembers a search the shopper ran; does nothing when the showcase has no such block. */
  add(query: string): void;
  remove(query: string): void;
  clear(): void;
}

/**
 * The shopper's last searches as Preact state. With `retention` undefined (the block is off, or
 * the plan lacks the showcase) nothing is read or written: a shop that does not show them has no
 * reason to keep them on the shopper's device.
 */
export function useLastSearches(
  shopKey: string,
  retention: LastSearchesRetention | undefined,
): LastSearches {
  const store = useMemo(
    () => (retention ? lastSearchesStore(shopKey, retention, deviceStorage()) : undefined),
    [shopKey, retention],
  );
  const [items, setItems] = useState<readonly string[]>(() => store?.list() ?? []);
  return useMemo(
    () => ({
      items,
      add: (query) => store && setItems(store.add(query)),
      remove: (query) => store && setItems(store.remove(query)),
      clear: () => store && setItems(store.clear()),
    }),
    [items, store],
  );
}
